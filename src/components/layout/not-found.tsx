import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { MissingNotice } from '@/components/ui/missing-notice';
import { paths } from '@contract/pages/paths';

export function NotFound() {
  return (
    <MissingNotice
      size="page"
      icon={Compass}
      title="404 Page Not Found"
      text="The page you are looking for does not exist or has moved."
      action={
        <Link to={paths.feed} className={buttonVariants()}>
          Go to your feed
        </Link>
      }
    />
  );
}
