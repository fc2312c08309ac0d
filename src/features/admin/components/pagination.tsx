import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageItems } from '../model/pagination';

/**
 * First, Previous, the current page ±2 with the first and last page and gaps, Next, Last. Shown
 * only with more than one page; every button waits while a page loads.
 */
export function Pagination({ page, totalPages, loading, onPage }: { page: number; totalPages: number; loading: boolean; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const atStart = loading || page <= 1;
  const atEnd = loading || page >= totalPages;
  const pageLabel = (number: number) => t`Page ${number}`;
  return (
    <nav aria-label={t`Pagination`} className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" onClick={() => onPage(1)} disabled={atStart} aria-label={t`First page`}>
        <ChevronsLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <span className="hidden sm:inline">{t`First`}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={atStart} aria-label={t`Previous page`}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <span className="hidden sm:inline">{t`Previous`}</span>
      </Button>
      {pageItems(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={item.page}
            variant={item.page === page ? 'default' : 'outline'}
            size="sm"
            className={cn('min-w-8 px-2 tabular-nums')}
            onClick={() => onPage(item.page)}
            disabled={loading}
            aria-label={pageLabel(item.page)}
            aria-current={item.page === page ? 'page' : undefined}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={atEnd} aria-label={t`Next page`}>
        <span className="hidden sm:inline">{t`Next`}</span>
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
      <Button variant="outline" size="sm" onClick={() => onPage(totalPages)} disabled={atEnd} aria-label={t`Last page`}>
        <span className="hidden sm:inline">{t`Last`}</span>
        <ChevronsRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
