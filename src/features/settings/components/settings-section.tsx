import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

/** A card of the settings screen with its heading. */
export function SettingsSection({ title, icon: Icon, tone = 'default', children }: { title: string; icon: LucideIcon; tone?: 'default' | 'danger'; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-4 rounded-2xl border bg-card p-4 sm:p-6', tone === 'danger' && 'border-destructive/40')}>
      <h2 id={headingId} className={cn('flex items-center gap-2 text-lg font-semibold', tone === 'danger' && 'text-destructive')}>
        <Icon className="size-5" aria-hidden="true" />
        {title}
      </h2>
      <div className="grid gap-5">{children}</div>
    </section>
  );
}

/** One switch with its label and a line saying what it does; the whole row's words name it. */
export function SettingSwitch({ label, description, checked, onCheckedChange }: { label: string; description: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium leading-none">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
