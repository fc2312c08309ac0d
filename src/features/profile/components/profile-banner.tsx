import { useEffect, useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@contract/user';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { imageFileProblem } from '@/lib/image-file';
import { mediaUrl } from '@/lib/media-url';
import { useUploadBanner } from '../api/mutations';
import { BANNER_RULE } from '../model/images';

const frameClass = 'relative h-32 overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-500 via-violet-500 to-pink-500 sm:h-44 md:h-56';

/**
 * The wide picture over a profile. On one's own profile a button changes it: the chosen file shows
 * at once under "Uploading...", and the preview goes when the server answers, either way.
 */
export function ProfileBanner({ src, editable, onUserSaved }: { src: string | null; editable: boolean; onUserSaved?: (user: User) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadBanner(onUserSaved);
  const { t } = useLingui();

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const problem = imageFileProblem(file, BANNER_RULE);
    if (problem) {
      toast.error(problem.title, problem.message);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(t`Banner image updated successfully`),
      onError: () => toast.error(t`Failed to upload banner image`, t`Your banner is unchanged.`),
      onSettled: () => setPreview(null),
    });
  };

  const shown = preview ?? (src ? mediaUrl(src) : null);
  return (
    <div className={frameClass}>
      {shown ? (
        <img src={shown} alt="" width={1200} height={400} className="size-full object-cover" />
      ) : null}
      {preview ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 bg-black/55 text-sm font-semibold text-white">
          <Spinner />
          <Trans>Uploading...</Trans>
        </div>
      ) : null}
      {editable ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            className="absolute bottom-3 end-3 bg-card/90 shadow-md backdrop-blur hover:bg-card"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            <Camera aria-hidden="true" />
            <Trans>Change banner</Trans>
          </Button>
          <HiddenFileInput ref={input} accept="image/*" onFile={choose} />
        </>
      ) : null}
    </div>
  );
}

export function ProfileBannerSkeleton() {
  return <div aria-hidden="true" className="h-32 animate-pulse rounded-2xl bg-muted sm:h-44 md:h-56" />;
}
