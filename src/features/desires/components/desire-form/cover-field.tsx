import { useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { uploadLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { imageFileProblem, type ImageFileRule } from '@/lib/image-file';
import { mediaUrl } from '@/lib/media-url';
import { useUploadCover } from '../../api/editor-mutations';
import { desireSaveError } from '../../api/error-messages';

const RULE: ImageFileRule = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: uploadLimits.imageMaxBytes,
  typeError: { title: 'Invalid file type', message: 'Please choose an image file' },
  sizeError: { title: 'File too large', message: 'Please choose an image under 5MB' },
};

/** The cover: chosen, checked, uploaded with a progress bar, previewed; removable. */
export function CoverField({ value, onChange, labelId }: { value: string | null; onChange: (url: string | null) => void; labelId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadCover();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, RULE);
    if (problem) {
      toast.error(problem.title, problem.message);
      return;
    }
    setProgress(0);
    try {
      const { imageUrl } = await upload.mutateAsync({ file, onProgress: setProgress });
      onChange(imageUrl);
      toast.success('Image uploaded');
    } catch (error) {
      const notice = desireSaveError(error, 'edit');
      toast.error('Upload failed', notice.description);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-2">
      {value ? (
        <div className="relative overflow-hidden rounded-xl border">
          <img src={mediaUrl(value)} alt="Cover preview" width={1200} height={675} className="aspect-video w-full bg-muted object-cover" />
          <Button variant="secondary" size="icon-sm" className="absolute right-2 top-2 shadow" onClick={() => onChange(null)} aria-label="Remove cover image">
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {progress !== null ? <Progress value={progress >= 1 ? null : progress} label="Uploading cover image" /> : null}
      <Button variant="outline" onClick={() => input.current?.click()} loading={upload.isPending} aria-describedby={labelId}>
        {upload.isPending ? null : <ImagePlus aria-hidden="true" />}
        {value ? 'Change cover image' : 'Add a cover image'}
      </Button>
      <HiddenFileInput ref={input} accept="image/*" onFile={(file) => void choose(file)} />
    </div>
  );
}
