import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { desireLimits, uiTimings } from '@contract/limits';
import type { Desire, Visibility } from '@contract/desire';
import type { UrlMetadata } from '@contract/url-metadata';
import { Alert } from '@/components/ui/alert';
import { useLimitCheck } from '@/lib/use-limit-check';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { desireSaveError } from '../../api/error-messages';
import { useCreateDesire, useUpdateDesire } from '../../api/editor-mutations';
import { useDesireEnvironment } from '../desire-environment';
import { CategoryField } from './category-field';
import type { CategoryChoice } from '@/components/ui/category-chip';
import { CoverField } from './cover-field';
import { GiftingFields, type OccasionChoice } from './gifting-fields';
import { PriceFields } from './price-fields';
import { fillPagePrice, useSurpriseDefault } from './gifting-values';
import { defaultCurrency, rememberCurrency } from '../../model/currency';
import { clearDraft, draftsCleared, keepDraft, readDraft } from './draft';
import { bodyOf, desireFormSchema, emptyValues, valuesOf, withSharedTitle, type DesireFormValues } from './form-schema';
import type { SharedPage } from '../../model/shared-page';
import { ImportChoice } from './import-choice';
import { importedFields, pageValues, planImport, type ImportedField, type ImportedValues } from './import-merge';
import { UrlImport } from './url-import';
import { VisibilityField, type MemberPickerProps } from './visibility-field';

/** Create (a category fixed, or a page shared from another app imported at once into the draft: src/app/routes/share-target.tsx), or edit. */
export type DesireFormMode = { kind: 'create'; category?: string; shared?: SharedPage } | { kind: 'edit'; desire: Desire };

export interface DesireFormDialogProps {
  mode: DesireFormMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's default visibility from their settings, when they have one. */
  defaultVisibility: Visibility;
  renderMemberPicker: (props: MemberPickerProps) => ReactNode;
  /** The member's categories for the checklist (the presets until they are known). */
  categoryChoices?: readonly CategoryChoice[];
  /** The member's occasions, for the desire's Occasion choice; absent, the form offers none. */
  occasionChoices?: OccasionChoice[];
}

const textareaClasses =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm';

/** Create (a modal from 768 px, a bottom drawer below) and edit, with URL import, cover and visibility. */
export function DesireFormDialog({ mode, open, onOpenChange, defaultVisibility, renderMemberPicker, categoryChoices, occasionChoices }: DesireFormDialogProps) {
  const { t } = useLingui();
  const { viewer, gifting } = useDesireEnvironment();
  const memberId = viewer?._id ?? 'visitor';
  const creating = mode.kind === 'create';
  const { category: presetCategory, shared } = mode.kind === 'create' ? mode : { category: undefined, shared: undefined };
  const [draft] = useState(() => (creating && !presetCategory ? readDraft(memberId) : null));
  const [restored, setRestored] = useState(Boolean(draft));
  const [importUrl, setImportUrl] = useState(shared?.url ?? draft?.importUrl ?? '');
  const [saved, setSaved] = useState(false);
  const create = useCreateDesire(viewer ?? { _id: memberId, fullName: '', profileImage: null });
  const update = useUpdateDesire();
  const ids = { form: useId(), cover: useId(), members: useId() };

  const [currency] = useState(defaultCurrency);
  const blank = () => emptyValues({ visibility: defaultVisibility, category: presetCategory, surprise: gifting?.surpriseByDefault, currency });
  const form = useForm<DesireFormValues>({
    resolver: zodResolver(desireFormSchema),
    // A draft from before the gifting fields takes their defaults.
    defaultValues: mode.kind === 'edit' ? valuesOf(mode.desire, currency) : withSharedTitle(draft ? { ...blank(), ...draft.values } : blank(), shared),
  });
  useSurpriseDefault(form, creating && !draft, gifting?.surpriseByDefault);
  const values = useWatch({ control: form.control });
  const errors = form.formState.errors;
  useLimitCheck(form.trigger, 'title', (values.title ?? '').length > desireLimits.titleMax);
  useLimitCheck(form.trigger, 'description', (values.description ?? '').length > desireLimits.descriptionMax);

  // The draft follows every change of the create form (not the edit form, not a category's), after a
  // pause; a write still waiting when the form goes away (closed by Back) is made then.
  const pendingDraft = useRef<(() => void) | null>(null);
  // Declared before the effect below, so that on unmount it runs first, while the write is still pending.
  useEffect(() => () => pendingDraft.current?.(), []);
  useEffect(() => {
    if (!creating || presetCategory || saved) return;
    const current = form.getValues();
    const clearedBefore = draftsCleared();
    const write = () => {
      pendingDraft.current = null;
      // Sent or set aside since: the draft is gone, and this older write must not bring it back.
      if (draftsCleared() !== clearedBefore) return;
      keepDraft(memberId, current, importUrl);
    };
    pendingDraft.current = write;
    const timer = setTimeout(write, 300);
    return () => {
      clearTimeout(timer);
      if (pendingDraft.current === write) pendingDraft.current = null;
    };
  }, [values, importUrl, creating, presetCategory, memberId, saved, form]);

  // After an edit the dialog stays for the spec's 1.5 s, so the member sees it went through.
  useEffect(() => {
    if (!saved || creating) return;
    const timer = setTimeout(() => onOpenChange(false), uiTimings.editDialogCloseDelayMs);
    return () => clearTimeout(timer);
  }, [saved, creating, onOpenChange]);

  // What an import would put over what the member typed, until they say Replace or Keep mine.
  const [replacing, setReplacing] = useState<ImportedValues | null>(null);
  // Imported values become the fields' starting point, so a field is dirty exactly when the member
  // changed it since. A restored draft is what the member typed before, dirty or not.
  const typedByMember = (field: ImportedField) => form.getFieldState(field).isDirty || (draft !== null && draft.values[field] === form.getValues(field));
  const putImported = (values: ImportedValues) => {
    const filled = importedFields.filter((field) => values[field] !== undefined);
    for (const field of filled) form.resetField(field, { defaultValue: values[field] });
    const texts = filled.filter((field) => field !== 'coverImage');
    if (texts.length > 0) void form.trigger(texts);
  };

  const onImported = (url: string, metadata: UrlMetadata) => {
    form.setValue('sourceUrl', url, { shouldDirty: true });
    setReplacing(null);
    if (metadata.isRestricted) return;
    const { fill, ask } = planImport(pageValues(metadata), form.getValues(), typedByMember);
    putImported(fill);
    if (gifting) fillPagePrice(form, metadata);
    if (Object.keys(ask).length > 0) setReplacing(ask);
  };

  const answerReplace = (replace: boolean) => {
    if (!replacing) return;
    const asked = importedFields.filter((field) => replacing[field] !== undefined);
    if (replace) putImported(replacing);
    setReplacing(null);
    // The button goes with the question: focus goes to the first field it was about.
    const first = asked.find((field) => field !== 'coverImage');
    if (first) form.setFocus(first);
  };

  const showServerFieldErrors = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? (error.body as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors : undefined;
    for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
      if (field in form.getValues() && messages[0]) form.setError(field as keyof DesireFormValues, { message: messages[0] });
    }
  };

  const submit = form.handleSubmit(async (formValues) => {
    const body = bodyOf(formValues, { gifting: Boolean(gifting), occasions: occasionChoices !== undefined });
    if (body.price) rememberCurrency(body.price.currency);
    try {
      if (mode.kind === 'create') {
        await create.mutateAsync({ body, sharedWith: formValues.sharedWith });
        clearDraft(memberId);
        setSaved(true);
        form.reset(blank());
        setImportUrl('');
        toast.success(t`Desire created!`, t`Your desire has been shared successfully.`);
        onOpenChange(false);
      } else {
        await update.mutateAsync({ id: mode.desire._id, body });
        setSaved(true);
        toast.success(t`Desire updated!`, t`Your changes have been saved successfully.`);
      }
    } catch (error) {
      showServerFieldErrors(error);
      const notice = desireSaveError(error, mode.kind);
      toast.error(notice.title, notice.description);
    }
  });

  // Closing keeps what was typed: the draft is written now, not only after the pause.
  const close = (next: boolean) => {
    if (!next && creating && !presetCategory && !saved) {
      const current = form.getValues();
      keepDraft(memberId, current, importUrl);
    }
    onOpenChange(next);
  };

  const title = values.title ?? '';
  const description = values.description ?? '';
  const busy = form.formState.isSubmitting || saved;

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      title={creating ? t`Create New Desire` : t`Edit Desire`}
      description={creating ? t`Share something you wish for. Only the title is required.` : t`Change what you like; the rest stays as it is.`}
      className="md:max-w-xl"
      footer={
        <div className="flex gap-2 sm:justify-end">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => close(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={ids.form} className="flex-1 sm:flex-none" loading={form.formState.isSubmitting} disabled={busy}>
            {creating ? t`Create Desire` : saved ? t`Saved` : t`Save Changes`}
          </Button>
        </div>
      }
    >
      <form id={ids.form} onSubmit={submit} noValidate className="grid gap-5">
        {restored ? (
          <Alert variant="success" title={t`Your unsent draft is back`}>
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => {
                clearDraft(memberId);
                form.reset(emptyValues({ visibility: defaultVisibility, surprise: gifting?.surpriseByDefault, currency }));
                setImportUrl('');
                setReplacing(null);
                setRestored(false);
              }}
            >
              <Trans>Start over</Trans>
            </button>
          </Alert>
        ) : null}

        {creating ? (
          <UrlImport value={importUrl} onValueChange={setImportUrl} onImported={onImported} runAtOnce={Boolean(shared?.url)}>
            {replacing ? (
              <ImportChoice fields={importedFields.filter((field) => replacing[field] !== undefined)} onReplace={() => answerReplace(true)} onKeep={() => answerReplace(false)} />
            ) : null}
          </UrlImport>
        ) : null}

        <Field label={t`Title`} required error={errors.title?.message} counter={{ length: title.length, max: desireLimits.titleMax }}>
          {/* A page's words (an import, a share) may be in another script than the app's: a filled field takes its text's direction (empty, the page's, for the placeholder). */}
          <Input placeholder={t`What do you wish for?`} autoComplete="off" dir={title ? 'auto' : undefined} {...form.register('title')} />
        </Field>

        <Field label={t`Description`} error={errors.description?.message} counter={{ length: description.length, max: desireLimits.descriptionMax }}>
          <textarea rows={4} placeholder={t`Why it matters, what it looks like, when…`} className={textareaClasses} dir={description ? 'auto' : undefined} {...form.register('description')} />
        </Field>

        {/* The spec's free text and gifting's exact price, one group, so that they read as two ways of one thing. */}
        <div className={gifting ? 'grid gap-4 rounded-xl border p-3' : 'contents'}>
          <Field label={t`Estimated cost`} error={errors.estimatedCost?.message} hint={t`Free text: $250, €80, ₹5,000, Free, Priceless…`}>
            <Input placeholder={t`e.g. $250, €80 or ₹5,000`} autoComplete="off" {...form.register('estimatedCost')} />
          </Field>
          {gifting ? <PriceFields form={form} /> : null}
        </div>

        <div className="grid gap-1.5">
          <span id={ids.cover} className="text-sm font-medium">
            <Trans>
              Cover image <span className="font-normal text-muted-foreground">(JPG, PNG, WebP or GIF, up to 5MB)</span>
            </Trans>
          </span>
          <Controller control={form.control} name="coverImage" render={({ field }) => <CoverField value={field.value} onChange={field.onChange} labelId={ids.cover} />} />
        </div>

        <div className="grid gap-1.5">
          <span className="text-sm font-medium">
            <Trans>Categories</Trans>
          </span>
          {presetCategory ? (
            <p className="text-sm">
              <span className="rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">{presetCategory}</span>
            </p>
          ) : (
            <Controller control={form.control} name="categories" render={({ field }) => <CategoryField value={field.value} onChange={field.onChange} choices={categoryChoices} />} />
          )}
        </div>

        <div className="grid gap-1.5">
          <span className="text-sm font-medium">
            <Trans>Who can see it</Trans>
          </span>
          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <Controller
                control={form.control}
                name="sharedWith"
                render={({ field: members }) => (
                  <VisibilityField
                    value={field.value}
                    onChange={field.onChange}
                    members={members.value}
                    onMembersChange={members.onChange}
                    renderMemberPicker={renderMemberPicker}
                    membersError={errors.sharedWith?.message}
                    errorId={ids.members}
                  />
                )}
              />
            )}
          />
        </div>

        {gifting ? <GiftingFields form={form} occasionChoices={occasionChoices} /> : null}

        {errors.sourceUrl?.message ? <Alert>{errors.sourceUrl.message}</Alert> : null}
      </form>
    </ResponsiveDialog>
  );
}
