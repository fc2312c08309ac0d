import { ChevronRight } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@contract/pages/paths';

export interface Crumb {
  label: MessageDescriptor;
  to?: string;
}

/** Home > Profile under /profile, Home > Dashboard under /dashboard; every other path has one crumb. */
export function crumbsFor(pathname: string): Crumb[] {
  const home: Crumb = { label: msg`Home`, to: paths.feed };
  if (pathname === paths.profile || pathname.startsWith(`${paths.profile}/`)) return [home, { label: msg`Profile` }];
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return [home, { label: msg`Dashboard` }];
  return [home];
}

/** Shown only with more than one crumb. */
export function Breadcrumbs() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label.id} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" /> : null}
            {crumb.to && i < crumbs.length - 1 ? (
              <Link to={crumb.to} className="hover:text-foreground hover:underline">
                {t(crumb.label)}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-foreground">
                {t(crumb.label)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
