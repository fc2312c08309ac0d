import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Camera, ImagePlus } from 'lucide-react';
import type { User } from '@contract/user';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { useCompleteSignup, useUploadSignupPhoto } from '../../api/mutations';
import { completeSignupError, uploadError, type AuthVariant } from '../../api/error-messages';
import { checkSignupPhoto, photoHint } from '../form-schemas';
import { StepHeading } from '../step-heading';

export function ProfilePhotoStep({ variant, user, onDone }: { variant: AuthVariant; user: User; onDone: () => void }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSignupPhoto();
  const complete = useCompleteSignup();
  const busy = upload.isPending || complete.isPending;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkSignupPhoto(chosen, variant);
    if (problem) {
      toast.error(problem.title, problem.message);
      return;
    }
    setFile(chosen);
  };

  const finish = async (uploadedAt: string | null) => {
    try {
      await complete.mutateAsync(uploadedAt);
      onDone();
    } catch (error) {
      const notice = completeSignupError(error);
      toast.error(notice.title, notice.description);
    }
  };

  const onUpload = async () => {
    if (!file || busy) return;
    setProgress(0);
    try {
      const { uploadedAt } = await upload.mutateAsync({ file, userId: user._id, onProgress: setProgress });
      toast.success(t`Image uploaded!`);
      await finish(uploadedAt);
    } catch (error) {
      const notice = uploadError(error);
      toast.error(notice.title, notice.description);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-5">
      <StepHeading title={t`Add a profile photo`}>
        <Trans>Help friends recognise you. You can change it later.</Trans>
      </StepHeading>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        className="group relative mx-auto flex size-36 items-center justify-center overflow-hidden rounded-full border-2 border-dashed border-input bg-muted transition-colors hover:border-primary focus-visible:border-primary"
        aria-label={file ? t`Choose a different photo` : t`Choose a photo`}
      >
        {preview ? (
          <img src={preview} alt={t`Chosen for your profile`} width={144} height={144} className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-10 text-muted-foreground transition-colors group-hover:text-primary" aria-hidden="true" />
        )}
        <span className="absolute bottom-2 end-6 flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
          <Camera className="size-4" aria-hidden="true" />
        </span>
      </button>
      <HiddenFileInput ref={input} accept={variant === 'page' ? 'image/jpeg,image/png,image/webp' : 'image/jpeg,image/png'} onFile={choose} />
      <p className="text-center text-xs text-muted-foreground">{file ? file.name : photoHint(variant)}</p>
      {progress !== null ? <Progress value={progress >= 1 ? null : progress} label={t`Uploading photo`} /> : null}
      <div className="grid gap-2">
        <Button size="lg" onClick={onUpload} disabled={!file} loading={upload.isPending}>
          <Trans>Upload Photo</Trans>
        </Button>
        <Button variant="ghost" size="lg" onClick={() => void finish(null)} disabled={busy} loading={complete.isPending && !upload.isPending}>
          <Trans>Skip</Trans>
        </Button>
      </div>
    </div>
  );
}
