import { Spinner } from '@/components/ui/spinner';

/** Inside the shell while a screen's code loads: the frame stays, the content area waits. */
export function ScreenLoading() {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center text-muted-foreground">
      <Spinner className="[&_svg]:size-6" label="Loading" />
    </div>
  );
}
