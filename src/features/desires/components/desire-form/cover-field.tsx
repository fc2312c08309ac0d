import { useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { uploadLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { imageFileProblem, type ImageFileRule } from '@/lib/image-file';
import { mediaUrl } from '@/lib/media-url';
import { useUploadCover } from '../../api/editor-mutations';
import { desireSaveError } from '../../api/error-messages';

/** The cover's rule, its problems said in the reader's language of the moment. */
const rule = (): ImageFileRule => ({
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: uploadLimits.imageMaxBytes,
  typeError: { title: translate`Invalid file type`, message: translate`Please choose an image file` },
  sizeError: { title: translate`File too large`, message: translate`Please choose an image under 5MB` },
});

/** The cover: chosen, checked, uploaded with a progress bar, previewed; removable. */
export function CoverField({ value, onChange, labelId }: { value: string | null; onChange: (url: string | null) => void; labelId: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadCover();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, rule());
    if (problem) {
      toast.error(problem.title, problem.message);
      return;
    }
    setProgress(0);
    try {
      const { imageUrl } = await upload.mutateAsync({ file, onProgress: setProgress });
      onChange(imageUrl);
      toast.success(t`Image uploaded`);
    } catch (error) {
      const notice = desireSaveError(error, 'edit');
      toast.error(t`Upload failed`, notice.description);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-2">
      {value ? (
        <div className="relative overflow-hidden rounded-xl border">
          <img src={mediaUrl(value)} alt={t`Cover preview`} width={1200} height={675} className="aspect-video w-full bg-muted object-cover" />
          <Button variant="secondary" size="icon-sm" className="absolute end-2 top-2 shadow" onClick={() => onChange(null)} aria-label={t`Remove cover image`}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {progress !== null ? <Progress value={progress >= 1 ? null : progress} label={t`Uploading cover image`} /> : null}
      <Button variant="outline" onClick={() => input.current?.click()} loading={upload.isPending} aria-describedby={labelId}>
        {upload.isPending ? null : <ImagePlus aria-hidden="true" />}
        {value ? t`Change cover image` : t`Add a cover image`}
      </Button>
      <HiddenFileInput ref={input} accept="image/*" onFile={(file) => void choose(file)} />
    </div>
  );
}
