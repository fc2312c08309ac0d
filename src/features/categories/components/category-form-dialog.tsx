import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryBodySchema, type Category, type CategoryBody, type CategoryVisibility } from '@contract/category';
import { hasVisibleText } from '@contract/text';
import { categoryLimits } from '@contract/limits';
import type { UserSummary } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateCategory, useUpdateCategory } from '../api/mutations';
import { COLOR_PRESETS, DEFAULT_COLOR, ICON_PRESETS } from '../model/presets';
import { CategoryTile } from './category-tile';
import { EndsSharesHint, MakePrivateDialog } from './make-private-dialog';
import { useLimitCheck } from '@/lib/use-limit-check';

/** The server's reason when it gave one; otherwise null (the caller says a general line). */
function serverReason(error: unknown): string | null {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return null;
}

const textareaClass =
  'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm';

const swatchClass = 'relative flex size-10 cursor-pointer items-center justify-center border transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

const VISIBILITIES: { value: CategoryVisibility; label: MessageDescriptor }[] = [
  { value: 'private', label: msg`Only you can see` },
  { value: 'shared', label: msg`Shareable - Can be shared with others` },
];

const NO_ICON = { value: '', label: msg`None` };

const valuesOf = (category: Category | null): CategoryBody => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  icon: category?.icon ?? '',
  color: category?.color ?? DEFAULT_COLOR,
  visibility: category?.visibility ?? 'private',
});

function CategoryForm({ category, owner, onDone, onSaved }: { category: Category | null; owner: UserSummary | null; onDone: () => void; onSaved?: (category: Category) => void }) {
  const form = useForm<CategoryBody>({ resolver: zodResolver(categoryBodySchema), mode: 'onTouched', defaultValues: valuesOf(category) });
  const create = useCreateCategory(owner);
  const update = useUpdateCategory();
  const pending = create.isPending || update.isPending;
  const { t } = useLingui();
  const [name = '', description = '', icon = '', color = DEFAULT_COLOR] = useWatch({ control: form.control, name: ['name', 'description', 'icon', 'color'] });
  const errors = form.formState.errors;
  useLimitCheck(form.trigger, 'name', name.length > categoryLimits.nameMax);
  useLimitCheck(form.trigger, 'description', (description ?? '').length > categoryLimits.descriptionMax);
  const ids = { icon: useId(), color: useId(), visibility: useId() };
  // A shared category made private loses its shares on the server: asked first, with these values.
  const endsShares = (next: CategoryBody['visibility']) => category?.visibility === 'shared' && next === 'private';
  const [makingPrivate, setMakingPrivate] = useState<CategoryBody | null>(null);

  const send = async (values: CategoryBody) => {
    // Empty optional texts go as none.
    const body: CategoryBody = { ...values, description: values.description || null, icon: values.icon || null };
    try {
      // Sent before onSaved is looked at: `onSaved?.(await …)` would skip the call when there is no onSaved.
      const saved = category ? await update.mutateAsync({ category, body }) : await create.mutateAsync(body);
      onSaved?.(saved);
      if (category) toast.success(t`Category updated`, t`Your category has been updated.`);
      else toast.success(t`Category created`, t`Your new category is ready to use.`);
      onDone();
    } catch (error) {
      // The form stays open with what was typed.
      toast.error(category ? t`Update failed` : t`Creation failed`, serverReason(error) ?? t`Something went wrong. Please try again.`);
    }
  };

  const save = form.handleSubmit(async (values) => {
    if (endsShares(values.visibility)) setMakingPrivate(values);
    else await send(values);
  });

  const confirmPrivate = () => {
    if (!makingPrivate || pending) return;
    void send(makingPrivate).finally(() => setMakingPrivate(null));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hasVisibleText(form.getValues('name'))) toast.error(t`Name required`, t`Please enter a category name.`);
    void save(event);
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3">
          <CategoryTile category={{ name: name || t`Category`, color, icon: icon || null }} />
          <p className="min-w-0 wrap-anywhere text-sm font-medium">{name.trim() || t`Category preview`}</p>
        </div>

        <Field label={t`Name`} required error={errors.name?.message} counter={{ length: name.length, max: categoryLimits.nameMax }}>
          <Input autoComplete="off" placeholder={t`e.g. Travel dreams`} {...form.register('name')} />
        </Field>

        <Field label={t`Description`} error={errors.description?.message} counter={{ length: (description ?? '').length, max: categoryLimits.descriptionMax }}>
          <textarea rows={3} placeholder={t`What goes in this category?`} className={textareaClass} {...form.register('description')} />
        </Field>

        <Controller
          control={form.control}
          name="icon"
          render={({ field }) => (
            <fieldset className="grid gap-2" aria-describedby={errors.icon ? ids.icon : undefined}>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Icon</Trans>
              </legend>
              <div className="flex flex-wrap gap-2">
                {[NO_ICON, ...ICON_PRESETS].map((choice) => {
                  const on = (field.value ?? '') === choice.value;
                  return (
                    <label key={choice.value || 'none'} className={cn(swatchClass, 'rounded-xl text-lg', on ? 'border-2 border-primary bg-accent' : 'bg-card hover:bg-muted')}>
                      <input type="radio" name={`${ids.icon}-icon`} value={choice.value} checked={on} onChange={() => field.onChange(choice.value)} className="sr-only" aria-label={t(choice.label)} />
                      {choice.value ? <span aria-hidden="true">{choice.value}</span> : <span className="text-xs font-medium">{t(NO_ICON.label)}</span>}
                    </label>
                  );
                })}
              </div>
              {errors.icon ? (
                <p id={ids.icon} role="alert" className="text-xs font-medium text-destructive">
                  {errors.icon.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />

        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <fieldset className="grid gap-2" aria-describedby={errors.color ? ids.color : undefined}>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Colour</Trans>
              </legend>
              <div className="flex flex-wrap gap-2">
                {COLOR_PRESETS.map((preset) => {
                  const on = (field.value ?? '').toLowerCase() === preset.value;
                  return (
                    <label
                      key={preset.value}
                      style={{ backgroundColor: preset.value }}
                      className={cn(swatchClass, 'rounded-full text-white', on ? 'border-2 border-primary shadow-sm' : 'border-transparent')}
                    >
                      <input type="radio" name={`${ids.color}-color`} value={preset.value} checked={on} onChange={() => field.onChange(preset.value)} className="sr-only" aria-label={t(preset.label)} />
                      {on ? <Check className="size-4" aria-hidden="true" /> : null}
                    </label>
                  );
                })}
              </div>
              {errors.color ? (
                <p id={ids.color} role="alert" className="text-xs font-medium text-destructive">
                  {errors.color.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />

        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <fieldset className="grid gap-2" aria-describedby={endsShares(field.value) ? ids.visibility : undefined}>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Visibility</Trans>
              </legend>
              {VISIBILITIES.map((choice) => (
                <label key={choice.value} className={cn('flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm', field.value === choice.value && 'border-primary bg-accent')}>
                  <input type="radio" name={`${ids.visibility}-visibility`} value={choice.value} checked={field.value === choice.value} onChange={() => field.onChange(choice.value)} className="size-4 shrink-0" />
                  {t(choice.label)}
                </label>
              ))}
              {endsShares(field.value) ? (
                <p id={ids.visibility} className="text-xs font-medium text-muted-foreground">
                  <EndsSharesHint />
                </p>
              ) : null}
            </fieldset>
          )}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pending} disabled={name.length === 0}>
            {category ? t`Save Changes` : t`Create Category`}
          </Button>
        </div>
      </form>
      {category ? (
        <MakePrivateDialog
          name={category.name}
          open={makingPrivate !== null}
          onOpenChange={(open) => {
            if (!open && !pending) setMakingPrivate(null);
          }}
          onConfirm={confirmPrivate}
          busy={pending}
        />
      ) : null}
    </>
  );
}

/** Create Category or Edit Category: a dialog from 768 px, a bottom sheet below. */
export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
  owner,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the category to edit; none to create one */
  category: Category | null;
  /** the signed-in member, for the card a new category shows at once */
  owner: UserSummary | null;
  /** The server has the category (created or changed). */
  onSaved?: (category: Category) => void;
}) {
  const { t } = useLingui();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? t`Edit Category` : t`Create Category`}
      description={category ? t`Change how this category looks and who may see it.` : t`Group your desires and choose who may see them.`}
      className="md:max-w-md"
    >
      {open ? <CategoryForm key={category?._id ?? 'new'} category={category} owner={owner} onDone={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </ResponsiveDialog>
  );
}
