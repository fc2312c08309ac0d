import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

// Worded when a file is picked or a request fails, in the language the app speaks then.
const rule = (): ImageFileRule => ({
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  maxBytes: uploadLimits.largeImageMaxBytes,
  typeError: { title: t`Invalid File Type`, message: t`Please select a valid image file (JPG, PNG, or WebP)` },
  sizeError: { title: t`File Too Large`, message: t`File size must be less than 10MB` },
});

const kilobytes = (bytes: number) => Math.ceil(bytes / 1024);

function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return t`Authentication failed. Please refresh the page and try again.`;
  if (error instanceof NetworkError) return t`Network error. Please check your connection and try again.`;
  if (error instanceof ApiError) return error.serverMessage ?? t`Upload failed`;
  return t`Upload failed`;
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
  const { t } = useLingui();
  const fileName = file?.name;
  const fileKb = file ? kilobytes(file.size) : 0;
  const deleteLabel = (name: string) => t`Delete ${name}`;
  const sizeLabel = (bytes: number) => {
    const size = kilobytes(bytes);
    return t`${size} KB`;
  };

  const onUpload = async () => {
    setFailure(null);
    if (!file || !userId) {
      toast.error(t`Missing information`, t`Choose a file to upload while signed in.`);
      return;
    }
    if (uploadType === 'experience' && !experienceId.trim()) {
      toast.error(t`Missing information`, t`Experience ID required`);
      return;
    }
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ file, uploadType, userId, experienceId: experienceId.trim() || undefined, onProgress: setProgress });
      setResults((list) => [result, ...list]);
      setFile(null);
      toast.success(t`Image uploaded`, result.originalName);
    } catch (error) {
      const message = uploadFailure(error);
      setFailure(message);
      toast.error(t`Upload failed`, message);
    } finally {
      setProgress(null);
    }
  };

  const onDelete = (publicId: string) =>
    remove.mutate(publicId, {
      onSuccess: () => setResults((list) => list.filter((r) => r.public_id !== publicId)),
      onError: (error) => toast.error(t`Delete failed`, uploadFailure(error)),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <section aria-label={t`Upload`} className="grid content-start gap-4 rounded-2xl border bg-card p-5">
        <div className="grid gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium">
            <Trans>Upload type</Trans>
          </label>
          <select
            id={typeId}
            value={uploadType}
            onChange={(e) => setUploadType(e.target.value as UploadType)}
            className="h-11 rounded-lg border border-input bg-card px-3 text-base md:text-sm"
          >
            <option value="profile">{t`Profile`}</option>
            <option value="experience">{t`Experience`}</option>
            <option value="reaction">{t`Reaction`}</option>
          </select>
        </div>
        {uploadType === 'experience' ? (
          <Field label={t`Experience ID`} required>
            <Input value={experienceId} onChange={(e) => setExperienceId(e.target.value)} placeholder={t`The desire this image belongs to`} />
          </Field>
        ) : null}
        <div className="grid gap-2">
          <Button variant="outline" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {file ? t`Choose another file` : t`Choose a file`}
          </Button>
          <HiddenFileInput
            ref={input}
            accept="image/jpeg,image/png,image/webp"
            onFile={(chosen) => {
              if (!chosen) return;
              const problem = imageFileProblem(chosen, rule());
              if (problem) toast.error(problem.title, problem.message);
              else setFile(chosen);
            }}
          />
          <p className="text-xs text-muted-foreground">{file ? t`${fileName} · ${fileKb} KB` : t`JPG, PNG or WebP, under 10MB`}</p>
        </div>
        {progress !== null ? <Progress value={progress >= 1 ? null : progress} label={t`Uploading`} /> : null}
        {failure ? <Alert>{failure}</Alert> : null}
        <Button onClick={onUpload} loading={upload.isPending} disabled={!file}>
          <Trans>Upload</Trans>
        </Button>
      </section>
      <section aria-label={t`Uploaded images`} className="grid content-start gap-3">
        {results.length === 0 ? (
          <p className="rounded-2xl border border-dashed p-8 text-center text-sm text-muted-foreground">
            <Trans>Uploaded images appear here.</Trans>
          </p>
        ) : (
          results.map((result) => (
            <article key={result.public_id} className="flex gap-4 rounded-2xl border bg-card p-4">
              <img src={mediaUrl(result.secure_url)} alt={result.originalName} width={96} height={96} className="size-24 shrink-0 rounded-xl object-cover" />
              <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">
                  <Trans>URL</Trans>
                </dt>
                <dd className="truncate font-mono text-xs leading-5">{result.secure_url}</dd>
                <dt className="text-muted-foreground">
                  <Trans>ID</Trans>
                </dt>
                <dd className="truncate font-mono text-xs leading-5">{result.public_id}</dd>
                <dt className="text-muted-foreground">
                  <Trans>Size</Trans>
                </dt>
                <dd>{sizeLabel(result.size)}</dd>
                <dt className="text-muted-foreground">
                  <Trans>Format</Trans>
                </dt>
                <dd>{result.format}</dd>
              </dl>
              <Button variant="ghost" size="icon-sm" aria-label={deleteLabel(result.originalName)} onClick={() => onDelete(result.public_id)} loading={remove.isPending && remove.variables === result.public_id}>
                {remove.isPending && remove.variables === result.public_id ? null : <Trash2 aria-hidden="true" />}
              </Button>
            </article>
          ))
        )}
      </section>
    </div>
  );
}
