import { useId } from 'react';
import { Languages } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, type LanguageChoice } from '@contract/languages';
import { cn } from '@/lib/cn';
import { SettingsSection } from './settings-section';

/**
 * The app's language: the browser's (named in its own language, so a reader who cannot read the
 * current one still finds theirs) or one of the app's. Each name is marked with its language, so a
 * screen reader says it as its speakers do.
 */
export function LanguageSection({ choice, browserLanguage, onChoose, pending }: { choice: LanguageChoice; browserLanguage: (typeof LANGUAGES)[number]; onChoose: (choice: LanguageChoice) => void; pending: boolean }) {
  const { t } = useLingui();
  const name = useId();
  const browserName = LANGUAGE_NAMES[browserLanguage];
  const options: { value: LanguageChoice; label: React.ReactNode; lang?: string }[] = [
    {
      value: 'auto',
      label: (
        <Trans>
          Same as this browser (<bdi lang={browserLanguage}>{browserName}</bdi>)
        </Trans>
      ),
    },
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language })),
  ];
  return (
    <SettingsSection title={t`Language`} icon={Languages}>
      <fieldset className="grid gap-2" aria-busy={pending || undefined}>
        <legend className="mb-1 text-sm text-muted-foreground">
          <Trans>The language of the app, its mail and its notifications.</Trans>
        </legend>
        {options.map((option) => {
          const on = option.value === choice;
          return (
            <label
              key={option.value}
              className={cn('flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 text-sm transition-colors', on ? 'border-primary bg-primary/5 font-medium' : 'hover:bg-muted')}
            >
              <input type="radio" name={name} value={option.value} checked={on} disabled={pending} onChange={() => onChoose(option.value)} className="size-4 shrink-0 accent-primary" />
              <span lang={option.lang}>{option.label}</span>
            </label>
          );
        })}
      </fieldset>
    </SettingsSection>
  );
}
