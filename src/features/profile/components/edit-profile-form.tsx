import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { bioEditField, displayNameField } from '@contract/fields';
import { userLimits } from '@contract/limits';
import type { UpdateProfileBody, User } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/mutations';
import { AvatarField } from './avatar-field';
import { useLimitCheck } from '@/lib/use-limit-check';

const editProfileSchema = z.object({
  fullName: displayNameField,
  bio: bioEditField,
  isPublic: z.boolean(),
  profileImage: z.nullable(z.string()),
});
type EditProfileValues = z.input<typeof editProfileSchema>;

const textareaClass =
  'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm';

/** The server's reason when it is one a member can act on; otherwise null (the caller says a general line). */
function serverReason(error: unknown): string | null {
  if (isApiError(error) && error.status < 500 && error.serverMessage) return error.serverMessage;
  return null;
}

/**
 * Edit Profile: picture, Display Name (/40), Bio (/200) and Public/Private. Save Changes sends them,
 * says "Profile updated" and calls `onSaved`; a failure says "Update failed" and keeps what was typed.
 */
export function EditProfileForm({
  user,
  onSaved,
  onCancel,
  onUserSaved,
}: {
  user: User;
  onSaved: () => void;
  onCancel: () => void;
  /** The member's record changed on the server: the app shows it everywhere at once. */
  onUserSaved?: (user: User) => void;
}) {
  const form = useForm<EditProfileValues>({
    resolver: zodResolver(editProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: user.fullName,
      bio: user.bio ?? '',
      isPublic: user.isPublic ?? true,
      profileImage: user.profileImage ?? null,
    },
  });
  const update = useUpdateProfile(onUserSaved);
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const [fullName = '', bio = '', isPublic] = useWatch({ control: form.control, name: ['fullName', 'bio', 'isPublic'] });
  const errors = form.formState.errors;
  useLimitCheck(form.trigger, 'fullName', fullName.length > userLimits.displayNameMax);
  useLimitCheck(form.trigger, 'bio', bio.length > userLimits.bioEditMax);
  const ids = { switch: useId(), switchHint: useId() };

  // The resolver hands over the schema's output (the name trimmed).
  const submit = form.handleSubmit(async (parsed) => {
    const body: UpdateProfileBody = { fullName: parsed.fullName, bio: parsed.bio.trim(), isPublic: parsed.isPublic };
    // The picture goes only when it changed: an address the member never touched is left alone.
    if (parsed.profileImage !== (user.profileImage ?? null)) body.profileImage = parsed.profileImage;
    try {
      await update.mutateAsync(body);
      toast.success(t`Profile updated`);
      onSaved();
    } catch (error) {
      toast.error(t`Update failed`, serverReason(error) ?? t`Your changes are still here. Please try again.`);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 rounded-2xl border bg-card p-4 shadow-xs sm:p-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">
          <Trans>Profile photo</Trans>
        </legend>
        <Controller
          control={form.control}
          name="profileImage"
          render={({ field }) => (
            <AvatarField name={fullName} userId={user._id} value={field.value} onChange={field.onChange} onBusyChange={setUploading} />
          )}
        />
      </fieldset>

      <Field label={t`Display Name`} required error={errors.fullName?.message} counter={{ length: fullName.length, max: userLimits.displayNameMax }}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </Field>

      <Field label={t`Bio`} error={errors.bio?.message} counter={{ length: bio.length, max: userLimits.bioEditMax }}>
        <textarea rows={4} placeholder={t`A few words about you and what you wish for`} className={textareaClass} {...form.register('bio')} />
      </Field>

      <div className="flex items-start justify-between gap-4 rounded-xl border p-4">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.switch}>
            <Trans>Public profile</Trans>
          </Label>
          <p id={ids.switchHint} className="text-sm text-muted-foreground">
            {isPublic
              ? t`Public: every member sees your bio, banner, desires and follow lists.`
              : t`Private: only your followers see your bio, banner, desires and follow lists. Everyone still sees your name and photo.`}
          </p>
        </div>
        <Controller
          control={form.control}
          name="isPublic"
          render={({ field }) => <Switch id={ids.switch} checked={field.value} onCheckedChange={field.onChange} aria-describedby={ids.switchHint} className="mt-0.5" />}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={update.isPending} disabled={uploading}>
          <Trans>Save Changes</Trans>
        </Button>
      </div>
    </form>
  );
}
