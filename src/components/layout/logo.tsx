import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The mark: a four-point sparkle on the brand gradient. */
const markSizes = { sm: 'size-7', md: 'size-8', xl: 'size-16' } as const;

export function LogoMark({ size = 'md', className }: { size?: keyof typeof markSizes; className?: string }) {
  // Each mark gets its own gradient id: a shared one would point at the first copy, which may be hidden.
  const gradient = `${useId()}-gradient`;
  return (
    <svg viewBox="0 0 64 64" className={cn('shrink-0', markSizes[size], className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d5efc" />
          <stop offset="0.55" stopColor="#a855f7" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path fill="#fff" d="M32 10c1.6 9.6 6.4 14.4 16 16-9.6 1.6-14.4 6.4-16 16-1.6-9.6-6.4-14.4-16-16 9.6-1.6 14.4-6.4 16-16z" />
      <circle cx="46" cy="44" r="4" fill="#fff" opacity=".9" />
      <circle cx="20" cy="47" r="2.5" fill="#fff" opacity=".75" />
    </svg>
  );
}

export function Logo({ className, size = 'md' }: { className?: string; size?: 'sm' | 'md' }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-extrabold tracking-tight', className)}>
      <LogoMark size={size} />
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the app's name, the same in every language */}
      <span>Wishwell</span>
    </span>
  );
}
