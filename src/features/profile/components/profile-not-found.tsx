import { Link } from 'react-router-dom';
import { UserX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An id that names no member (or not one a profile can show). */
export function ProfileNotFound() {
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">User not found</h1>
      <p className="text-muted-foreground">The profile you're looking for doesn't exist.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.feed} className={buttonVariants()}>
          Go to your feed
        </Link>
        <Link to={paths.notifications} className={buttonVariants({ variant: 'outline' })}>
          View notifications
        </Link>
      </div>
    </div>
  );
}
