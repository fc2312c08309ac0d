import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Logo } from '@/components/layout/logo';

// The names on the postcards are sample members', the same in every language; the rest are classes.
/* eslint-disable lingui/no-unlocalized-strings */
const postcards = [
  { emoji: '🌌', title: msg`See the northern lights`, who: 'Maya', tilt: '-rotate-6', place: 'start-[6%] top-[11%]' },
  { emoji: '🎹', title: msg`Learn to play piano`, who: 'Noah', tilt: 'rotate-3', place: 'end-[7%] top-[19%]' },
  { emoji: '📷', title: msg`A film camera`, who: 'Sofia', tilt: 'rotate-[-2deg]', place: 'start-[13%] top-[36%]' },
  { emoji: '🏃', title: msg`Run my first marathon`, who: 'Leo', tilt: 'rotate-6', place: 'end-[11%] top-[45%]' },
];
/* eslint-enable lingui/no-unlocalized-strings */

/** The photo side: the product in one look, desires pinned like postcards on the brand gradient. */
function AuthHero() {
  const { i18n } = useLinguiRuntime();
  return (
    <div className="relative h-full min-h-[42dvh] overflow-hidden bg-brand text-white" aria-hidden="true">
      <div className="absolute -left-24 -top-24 size-96 rounded-full bg-white/15 blur-3xl" />
      <div className="absolute -bottom-32 right-0 size-[28rem] rounded-full bg-fuchsia-300/25 blur-3xl" />
      <div className="relative z-10 flex h-full flex-col justify-start p-6 pt-[calc(2rem+env(safe-area-inset-top))] md:p-10 lg:justify-between">
        <div className="hidden lg:block">
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the brand name reads the same in every language */}
          <span className="text-xl font-extrabold tracking-tight">Wishwell</span>
        </div>
        <div className="hidden lg:block">
          {postcards.map(({ emoji, title, who, tilt, place }) => (
            <div
              key={emoji}
              className={`absolute ${place} ${tilt} w-56 rounded-2xl bg-white/95 p-4 text-slate-900 shadow-2xl shadow-black/20`}
            >
              <div className="text-3xl">{emoji}</div>
              <p className="mt-2 font-semibold leading-snug">{i18n._(title)}</p>
              <p className="mt-1 text-xs text-slate-600"><Trans>{who} wishes for this</Trans></p>
            </div>
          ))}
        </div>
        <div className="max-w-md lg:pb-4">
          <p className="text-3xl font-extrabold leading-tight tracking-tight md:text-4xl">
            <Trans>Share what you wish for.</Trans>
          </p>
          <p className="mt-2 text-base text-white/90 md:text-lg">
            <Trans>Follow friends, cheer them on, and help each other make wishes happen.</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * The full-page sign-in: the photo side and the form panel side by side on desktops; on smaller
 * screens the photo fills the back and the form rises from the bottom as a sheet. `landmarks` is
 * false in the page's first paint, which must not repeat the page's main region and its id.
 */
export function AuthPageLayout({ children, landmarks = true }: { children: ReactNode; landmarks?: boolean }) {
  const Main = landmarks ? 'main' : 'div';
  return (
    <div className="relative min-h-dvh lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <div className="absolute inset-0 lg:relative">
        <AuthHero />
      </div>
      <Main id={landmarks ? 'main' : undefined} className="relative z-10 flex min-h-dvh flex-col justify-end md:items-center md:justify-center md:p-8 lg:bg-background">
        <div className="w-full rounded-t-[2rem] bg-card px-6 pb-[calc(2rem+env(safe-area-inset-bottom))] pt-7 shadow-[0_-12px_40px_rgb(0_0_0/0.18)] md:max-w-md md:rounded-3xl md:p-8 md:shadow-2xl lg:bg-transparent lg:shadow-none">
          <Logo className="mb-6" />
          {children}
        </div>
      </Main>
    </div>
  );
}
