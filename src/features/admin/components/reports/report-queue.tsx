import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { AdminReportGroup, ReportAction, ReportStatus } from '@contract/report';
import { PageHeader } from '@/components/layout/page-header';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { isMissingEndpoint } from '@/lib/extras';
import { cn } from '@/lib/cn';
import { reportQueries, useActOnReport } from '../../api/reports';
import { ListSkeleton } from '../list-skeleton';
import { Pagination } from '../pagination';
import { ReadFailure } from '../panel';
import { ReportGroup } from './report-group';

const PAGE_SIZE = 10;
const TABS: { status: ReportStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
];
const DONE: Record<ReportAction, (group: AdminReportGroup) => string> = {
  dismiss: () => 'Reports dismissed',
  hide: (group) => (group.targetType === 'comment' ? 'Comment hidden' : 'Desire hidden'),
  block: (group) => `${group.owner.fullName} was blocked`,
};
const FAILED: Record<ReportAction, string> = { dismiss: 'Failed to dismiss the reports', hide: 'Failed to hide', block: 'Failed to block the member' };

/** /admin/reports: the moderation queue, open and resolved, one entry per reported target. */
export function ReportQueue() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<{ group: AdminReportGroup; action: 'hide' | 'block' } | null>(null);
  const params = { status, page, limit: PAGE_SIZE };
  const list = useQuery(reportQueries.list(params));
  const act = useActOnReport(params);

  const run = (group: AdminReportGroup, action: ReportAction) => {
    setConfirm(null);
    act.mutate(
      { id: group._id, action },
      {
        onSuccess: () => toast.success(DONE[action](group), 'Everyone who reported it is told it was resolved.'),
        onError: (error) => toast.error(FAILED[action], `${isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.'} The reports are back in the list.`),
      },
    );
  };
  const onAct = (group: AdminReportGroup, action: ReportAction) => (action === 'dismiss' ? run(group, action) : setConfirm({ group, action }));

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="grid gap-6">
      <PageHeader title="Reports" description="What members reported, one entry per desire, comment or member." />
      <div role="tablist" aria-label="Report status" className="flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            onClick={() => {
              setStatus(tab.status);
              setPage(1);
            }}
            className={cn('h-9 rounded-full border px-4 text-sm font-medium transition-colors', status === tab.status ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted')}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={`${status === 'open' ? 'Open' : 'Resolved'} reports`} aria-busy={list.isFetching || undefined} className="grid gap-3">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <ReadFailure message={isMissingEndpoint(list.error) ? 'Reports are not available on this server.' : 'Failed to fetch reports'} />
        ) : list.data.reports.length === 0 ? (
          <EmptyState icon={Flag} title={status === 'open' ? 'No open reports' : 'No resolved reports yet'} text={status === 'open' ? 'Nothing waits for a decision.' : 'Decisions on reports show here.'} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total} {total === 1 ? 'target' : 'targets'}
            </p>
            {list.data.reports.map((group) => (
              <ReportGroup key={group._id} group={group} busy={act.isPending} onAct={onAct} />
            ))}
            <Pagination page={page} totalPages={totalPages} loading={list.isFetching} onPage={setPage} />
          </>
        )}
      </section>
      {confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirm(null))}
          title={confirm.action === 'hide' ? `Hide this ${confirm.group.targetType}?` : `Block ${confirm.group.owner.fullName}?`}
          description={
            confirm.action === 'hide'
              ? `Nobody but ${confirm.group.owner.fullName} will see it any more; they are told it was hidden by a moderator and why.`
              : 'They are signed out everywhere and everything they wrote is hidden until an admin unblocks them.'
          }
          confirmLabel={confirm.action === 'hide' ? 'Hide' : 'Block'}
          onConfirm={() => run(confirm.group, confirm.action)}
          busy={act.isPending}
        />
      ) : null}
    </div>
  );
}
