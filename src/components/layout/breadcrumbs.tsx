import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@contract/pages/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home > Profile under /profile, Home > Dashboard under /dashboard; every other path has one crumb. */
export function crumbsFor(pathname: string): Crumb[] {
  const home: Crumb = { label: 'Home', to: paths.feed };
  if (pathname === paths.profile || pathname.startsWith(`${paths.profile}/`)) return [home, { label: 'Profile' }];
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return [home, { label: 'Dashboard' }];
  return [home];
}

/** Shown only with more than one crumb. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight className="size-3.5" aria-hidden="true" /> : null}
            {crumb.to && i < crumbs.length - 1 ? (
              <Link to={crumb.to} className="hover:text-foreground hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
