import { useState } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { searchLimits } from '@contract/limits';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { BackButton } from './back-button';
import { Breadcrumbs } from './breadcrumbs';
import { NotificationMenu } from './notification-menu';

/** Desktop: back button and breadcrumbs on the left, the user search box and the notification menu on the right. */
export function TopBar({ unread, live }: { unread: number; live: boolean }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q.length >= searchLimits.minQueryLength) navigate(`${paths.search}?q=${encodeURIComponent(q)}`);
  };
  return (
    <div className="sticky top-0 z-20 hidden h-16 items-center gap-4 border-b bg-background/85 px-6 backdrop-blur-md lg:flex">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <BackButton />
        <Breadcrumbs />
      </div>
      <form role="search" onSubmit={submit} className="relative w-80">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          size="sm"
          shape="pill"
          inset="left"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search for users on the platform..."
          aria-label="Search for users on the platform"
        />
      </form>
      <NotificationMenu unread={unread} live={live} />
    </div>
  );
}

/** Phones and tablets: back button and breadcrumbs above the screen. */
export function MobilePageBar() {
  return (
    <div className="flex min-h-0 items-center gap-2 px-3 pt-2 empty:hidden lg:hidden">
      <BackButton />
      <Breadcrumbs />
    </div>
  );
}
