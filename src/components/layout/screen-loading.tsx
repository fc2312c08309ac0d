import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';

/** Inside the shell while a screen's code loads: the frame stays, the content area waits. */
export function ScreenLoading() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[40dvh] items-center justify-center text-muted-foreground">
      <Spinner className="[&_svg]:size-6" label={t`Loading`} />
    </div>
  );
}
