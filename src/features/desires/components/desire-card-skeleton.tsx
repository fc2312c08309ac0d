/** The shape of a card while its data loads (no layout jump when it arrives). */
export function DesireCardSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 rounded-2xl border bg-card p-5">
      <div className="flex items-center gap-3">
        <div className="size-10 animate-pulse rounded-full bg-muted" />
        <div className="grid flex-1 gap-2">
          <div className="h-3.5 w-32 animate-pulse rounded bg-muted" />
          <div className="h-3 w-20 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
      <div className="grid gap-2">
        <div className="h-3.5 animate-pulse rounded bg-muted" />
        <div className="h-3.5 w-5/6 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-8 w-2/3 animate-pulse rounded-full bg-muted" />
    </div>
  );
}
