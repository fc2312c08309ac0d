import type { ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/lib/i18n';

/** The app's message instance around a part rendered alone, as AppProvider puts it around the app. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's render with the app's messages around the part. */
export const renderWithI18n = (ui: React.ReactElement, options?: Omit<RenderOptions, 'wrapper'>) => render(ui, { wrapper: WithI18n, ...options });
