import type { Category } from '@contract/category';
import { cn } from '@/lib/cn';
import { categoryTile } from '../model/presets';

/** The category's colour tile: its emoji, the preset name's icon, or the name's first letter. */
export function CategoryTile({ category, className }: { category: Pick<Category, 'name' | 'color' | 'icon'>; className?: string }) {
  const { color, content } = categoryTile(category);
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: color }}
      className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl text-xl font-bold text-white shadow-sm', className)}
    >
      {content.kind === 'emoji' ? content.emoji : content.kind === 'icon' ? <content.icon className="size-6" /> : content.letter}
    </span>
  );
}
