import { Link } from 'react-router-dom';
import { UserX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { MissingNotice } from '@/components/ui/missing-notice';
import { paths } from '@contract/pages/paths';

/** An id that names no member (or not one a profile can show). */
export function ProfileNotFound() {
  return (
    <MissingNotice
      size="page"
      icon={UserX}
      title="User not found"
      text="The profile you're looking for doesn't exist."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.feed} className={buttonVariants()}>
            Go to your feed
          </Link>
          <Link to={paths.notifications} className={buttonVariants({ variant: 'outline' })}>
            View notifications
          </Link>
        </div>
      }
    />
  );
}
