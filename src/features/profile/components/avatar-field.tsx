import { useEffect, useRef, useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { imageFileProblem } from '@/lib/image-file';
import { mediaUrl } from '@/lib/media-url';
import { useUploadAvatar } from '../api/mutations';
import { AVATAR_RULE, avatarUploadError } from '../model/images';

/**
 * The profile picture on Edit Profile: the chosen file shows at once and uploads; on success the form
 * holds the upload's address (saved with Save Changes), on failure the old picture comes back.
 */
export function AvatarField({
  name,
  userId,
  value,
  onChange,
  onBusyChange,
}: {
  name: string;
  userId: string;
  value: string | null;
  onChange: (next: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAvatar();
  const { t } = useLingui();

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const problem = imageFileProblem(file, AVATAR_RULE);
    if (problem) {
      toast.error(problem.title, problem.message);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange?.(true);
    try {
      const uploaded = await upload.mutateAsync({ file, userId, onProgress: setProgress });
      onChange(uploaded.secure_url);
      toast.success(t`Image uploaded`, t`Save Changes to keep your new photo.`);
    } catch (error) {
      // The old picture is still the form's value: dropping the preview shows it again.
      const notice = avatarUploadError(error);
      toast.error(notice.title, notice.description);
    } finally {
      setPreview(null);
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const shown = preview ?? (value ? mediaUrl(value) : null);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {shown ? (
        <img src={shown} alt={preview ? t`Your new profile photo` : t`Your profile photo`} width={96} height={96} className="size-24 rounded-full bg-muted object-cover" />
      ) : (
        <Avatar name={name || '?'} size="xl" />
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={upload.isPending}>
            {upload.isPending ? null : <Camera aria-hidden="true" />}
            {value ? t`Change photo` : t`Upload photo`}
          </Button>
          {value && !upload.isPending ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              <Trans>Remove photo</Trans>
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          <Trans>JPG, PNG or WebP, up to 5MB.</Trans>
        </p>
        {progress !== null ? <Progress value={progress >= 1 ? null : progress} label={t`Uploading photo`} className="w-48" /> : null}
      </div>
      <HiddenFileInput ref={input} accept="image/jpeg,image/png,image/webp" onFile={(file) => void choose(file)} />
    </div>
  );
}
