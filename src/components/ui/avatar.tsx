import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';

// Each tone keeps white initials above 4.5:1 contrast.
const tones = ['bg-indigo-600', 'bg-violet-600', 'bg-pink-700', 'bg-amber-700', 'bg-emerald-700', 'bg-sky-700', 'bg-rose-700', 'bg-teal-700'];

/** The same name always gets the same colour. */
function toneOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? tones[0]!;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const sizes = { xs: 'size-6 text-[10px]', sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg', xl: 'size-24 text-3xl' } as const;
const pixels = { xs: 24, sm: 32, md: 40, lg: 56, xl: 96 } as const;

/**
 * A member's picture, or their initials on a colour of their own. Decorative by default (it sits
 * beside the name); give `label` when the avatar stands alone and must say whose it is.
 *
 * The picture lies over the initials: they show while it loads (after 400 ms, so a quick load does not
 * flash them) and in its place when it cannot be loaded; a picture that fails is dropped, and the
 * initials carry the label. Once it has loaded they are hidden (a picture may be transparent).
 */
export function Avatar({ name, src, size = 'md', label, className }: { name: string; src?: string | null; size?: keyof typeof sizes; label?: string; className?: string }) {
  const url = src ? mediaUrl(src) : null;
  const [settled, setSettled] = useState<{ url: string; loaded: boolean } | null>(null);
  const picture = url !== null && !(settled?.url === url && !settled.loaded);
  const loaded = picture && settled?.url === url;
  return (
    <span className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full', sizes[size], className)}>
      <span
        aria-hidden={picture || undefined}
        className={cn('flex size-full items-center justify-center font-semibold text-white', toneOf(name), picture && (loaded ? 'invisible' : 'animate-avatar-initials'))}
      >
        <span aria-hidden="true">{initials(name)}</span>
        {label && !picture ? <span className="sr-only">{label}</span> : null}
      </span>
      {picture ? (
        <img
          src={url}
          alt={label ?? ''}
          width={pixels[size]}
          height={pixels[size]}
          onLoad={() => setSettled({ url, loaded: true })}
          onError={() => setSettled({ url, loaded: false })}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
