import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import type { FirstPaintTemplates } from '@contract/pages/first-paint-templates';
import { AuthPageLayout } from '@/features/auth/components/auth-page-layout';
import { Description } from '@/features/desires/components/card/description';
import { DesireCardPreview, DesirePicture } from '@/features/desires/components/desire-card-view';
import { BackButtonView } from '@/components/layout/back-button';
import { Button } from '@/components/ui/button';
import { SharedCategoryHeader } from '@/features/categories/components/shared-category-header';
import { PostPageFrame } from '@/features/shared-pages/components/post-page-frame';
import { SharedDesireHeader, SharedDesireNote } from '@/features/shared-pages/components/shared-desire-header';
import { SharedPageLayout } from '@/features/shared-pages/components/shared-page-layout';
import { PostViewOnlyNotice, SharedCategoryViewOnlyNotice, SharedDesireViewOnlyNotice } from '@/features/shared-pages/components/view-only-notice';
import { APP_DESCRIPTION, APP_TITLE } from './app-meta';

const value = (name: string) => `{{${name}}}`;
const part = (name: string) => `[[${name}]]`;

/** Links and buttons in the paint lead nowhere: it is inert, and the app takes its place. */
function Plain({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className}>{children}</span>;
}

// The sign-in form's height in its first step (measured, e2e/first-paint.spec.ts), so the sheet's top is where the form's will be.
const AUTH = (
  <AuthPageLayout landmarks={false}>
    <div className="h-[15.875rem] md:h-[14.625rem]" />
  </AuthPageLayout>
);

const card = (heading: 'h1' | 'h2') => <DesireCardPreview heading={heading} title={value('title')} picture={part('picture')} description={part('description')} />;

const POST = (
  <PostPageFrame landmarks={false} back={<BackButtonView />} home={Plain} end={
      <Button size="sm">
        <Trans>Sign in</Trans>
      </Button>
    }>
    <PostViewOnlyNotice />
    {card('h1')}
  </PostPageFrame>
);

const SHARED_DESIRE = (
  <SharedPageLayout link={Plain}>
    <SharedDesireHeader note={<SharedDesireNote visitor />} />
    <SharedDesireViewOnlyNotice link={Plain} />
    {card('h2')}
  </SharedPageLayout>
);

const sharedCategory = (description: string) => (
  <SharedPageLayout link={Plain}>
    <SharedCategoryHeader
      category={{ name: value('name'), description, color: '', icon: '' }}
      tile={<span className="size-14 shrink-0 rounded-xl bg-muted" />}
      count={value('count')}
      ownerName={value('owner')}
    />
    <SharedCategoryViewOnlyNotice link={Plain} />
  </SharedPageLayout>
);

// Ids that components make (useId) get a prefix of their own: the app's screen is in the page too.
// In the language active when called: scripts/first-paint.mjs renders each language in turn.
const render = (element: ReactElement) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>, { identifierPrefix: 'first-paint-' });

/**
 * The screens the server paints before the app has loaded (server/src/lib/page-preview.ts), rendered
 * once when the app is built (scripts/first-paint.mjs) from the components the app mounts, so the
 * paint and the screen that replaces it cannot drift apart. What differs per page is left as tokens
 * the server fills in: `{{name}}` takes a value (escaped by the server), `[[name]]` one of the parts
 * below, chosen by what the page has (a picture or none, a long description or a short one).
 *
 * Each screen is drawn as a visitor sees it, the session not known yet: most who open these
 * addresses first come from a shared link. The words are in the language active in `i18n`, and so
 * are the app's title and description that go with them.
 */
export function firstPaintTemplates(): FirstPaintTemplates {
  return {
    auth: render(AUTH),
    post: render(POST),
    sharedDesire: render(SHARED_DESIRE),
    sharedCategory: render(sharedCategory(value('description'))),
    sharedCategoryBare: render(sharedCategory('')),
    picture: render(<DesirePicture src={value('picture')} priority />),
    description: render(<Description text={value('description')} long={false} />),
    longDescription: render(<Description text={value('description')} long />),
    appTitle: i18n._(APP_TITLE),
    appDescription: i18n._(APP_DESCRIPTION),
  };
}
