import * as AvatarPrimitive from '@radix-ui/react-avatar';
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

const sizes = { xs: 'size-6 text-[10px]', sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg', xl: 'size-24 text-3xl' } as const;
const pixels = { xs: 24, sm: 32, md: 40, lg: 56, xl: 96 } as const;

/**
 * A member's picture, or their initials on a colour of their own. Decorative by default (it sits
 * beside the name); give `label` when the avatar stands alone and must say whose it is.
 */
export function Avatar({ name, src, size = 'md', label, className }: { name: string; src?: string | null; size?: keyof typeof sizes; label?: string; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full', sizes[size], className)}>
      {src ? (
        <AvatarPrimitive.Image src={mediaUrl(src)} alt={label ?? ''} width={pixels[size]} height={pixels[size]} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback delayMs={src ? 400 : 0} className={cn('flex size-full items-center justify-center font-semibold text-white', toneOf(name))}>
        <span aria-hidden="true">{initials(name)}</span>
        {label ? <span className="sr-only">{label}</span> : null}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
