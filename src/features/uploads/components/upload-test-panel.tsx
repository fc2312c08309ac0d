import { useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { uploadLimits } from '@contract/limits';
import type { UploadResult, UploadType } from '@contract/upload';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { ApiError, NetworkError } from '@/lib/api-client';
import { imageFileProblem, type ImageFileRule } from '@/lib/image-file';
import { mediaUrl } from '@/lib/media-url';
import { useDeleteUpload, useUploadImage } from '../api/mutations';

const RULE: ImageFileRule = {
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  maxBytes: uploadLimits.largeImageMaxBytes,
  typeError: { title: 'Invalid File Type', message: 'Please select a valid image file (JPG, PNG, or WebP)' },
  sizeError: { title: 'File Too Large', message: 'File size must be less than 10MB' },
};

function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Authentication failed. Please refresh the page and try again.';
  if (error instanceof NetworkError) return 'Network error. Please check your connection and try again.';
  if (error instanceof ApiError) return error.serverMessage ?? 'Upload failed';
  return 'Upload failed';
}

/** Tries the upload endpoint by hand: pick a file and a type, watch the progress, see and delete the result. */
export function UploadTestPanel({ userId }: { userId: string | undefined }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploadType, setUploadType] = useState<UploadType>('profile');
  const [experienceId, setExperienceId] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<UploadResult[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const upload = useUploadImage();
  const remove = useDeleteUpload();

  const onUpload = async () => {
    setFailure(null);
    if (!file || !userId) {
      toast.error('Missing information', 'Choose a file to upload while signed in.');
      return;
    }
    if (uploadType === 'experience' && !experienceId.trim()) {
      toast.error('Missing information', 'Experience ID required');
      return;
    }
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ file, uploadType, userId, experienceId: experienceId.trim() || undefined, onProgress: setProgress });
      setResults((list) => [result, ...list]);
      setFile(null);
      toast.success('Image uploaded', result.originalName);
    } catch (error) {
      const message = uploadFailure(error);
      setFailure(message);
      toast.error('Upload failed', message);
    } finally {
      setProgress(null);
    }
  };

  const onDelete = (publicId: string) =>
    remove.mutate(publicId, {
      onSuccess: () => setResults((list) => list.filter((r) => r.public_id !== publicId)),
      onError: (error) => toast.error('Delete failed', uploadFailure(error)),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <section aria-label="Upload" className="grid content-start gap-4 rounded-2xl border bg-card p-5">
        <div className="grid gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium">
            Upload type
          </label>
          <select
            id={typeId}
            value={uploadType}
            onChange={(e) => setUploadType(e.target.value as UploadType)}
            className="h-11 rounded-lg border border-input bg-card px-3 text-base md:text-sm"
          >
            <option value="profile">Profile</option>
            <option value="experience">Experience</option>
            <option value="reaction">Reaction</option>
          </select>
        </div>
        {uploadType === 'experience' ? (
          <Field label="Experience ID" required>
            <Input value={experienceId} onChange={(e) => setExperienceId(e.target.value)} placeholder="The desire this image belongs to" />
          </Field>
        ) : null}
        <div className="grid gap-2">
          <Button variant="outline" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
          <HiddenFileInput
            ref={input}
            accept="image/jpeg,image/png,image/webp"
            onFile={(chosen) => {
              if (!chosen) return;
              const problem = imageFileProblem(chosen, RULE);
              if (problem) toast.error(problem.title, problem.message);
              else setFile(chosen);
            }}
          />
          <p className="text-xs text-muted-foreground">{file ? `${file.name} · ${Math.ceil(file.size / 1024)} KB` : 'JPG, PNG or WebP, under 10MB'}</p>
        </div>
        {progress !== null ? <Progress value={progress >= 1 ? null : progress} label="Uploading" /> : null}
        {failure ? <Alert>{failure}</Alert> : null}
        <Button onClick={onUpload} loading={upload.isPending} disabled={!file}>
          Upload
        </Button>
      </section>
      <section aria-label="Uploaded images" className="grid content-start gap-3">
        {results.length === 0 ? (
          <p className="rounded-2xl border border-dashed p-8 text-center text-sm text-muted-foreground">Uploaded images appear here.</p>
        ) : (
          results.map((result) => (
            <article key={result.public_id} className="flex gap-4 rounded-2xl border bg-card p-4">
              <img src={mediaUrl(result.secure_url)} alt={result.originalName} width={96} height={96} className="size-24 shrink-0 rounded-xl object-cover" />
              <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">URL</dt>
                <dd className="truncate font-mono text-xs leading-5">{result.secure_url}</dd>
                <dt className="text-muted-foreground">ID</dt>
                <dd className="truncate font-mono text-xs leading-5">{result.public_id}</dd>
                <dt className="text-muted-foreground">Size</dt>
                <dd>{Math.ceil(result.size / 1024)} KB</dd>
                <dt className="text-muted-foreground">Format</dt>
                <dd>{result.format}</dd>
              </dl>
              <Button variant="ghost" size="icon-sm" aria-label={`Delete ${result.originalName}`} onClick={() => onDelete(result.public_id)} loading={remove.isPending && remove.variables === result.public_id}>
                {remove.isPending && remove.variables === result.public_id ? null : <Trash2 aria-hidden="true" />}
              </Button>
            </article>
          ))
        )}
      </section>
    </div>
  );
}
