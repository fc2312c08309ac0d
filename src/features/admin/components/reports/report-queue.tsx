import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
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
const TABS: { status: ReportStatus; label: MessageDescriptor }[] = [
  { status: 'open', label: msg`Open` },
  { status: 'resolved', label: msg`Resolved` },
];
// Worded when the server answers, in the language of the moment.
const DONE: Record<ReportAction, (group: AdminReportGroup) => string> = {
  dismiss: () => t`Reports dismissed`,
  hide: (group) => (group.targetType === 'comment' ? t`Comment hidden` : t`Desire hidden`),
  block: (group) => {
    const name = group.owner.fullName;
    return t`${name} was blocked`;
  },
};
const FAILED: Record<ReportAction, MessageDescriptor> = { dismiss: msg`Failed to dismiss the reports`, hide: msg`Failed to hide`, block: msg`Failed to block the member` };

/** The question before hiding or blocking: the owner's name kept apart from the sentence around it. */
function confirmationOf(group: AdminReportGroup, action: 'hide' | 'block') {
  const name = group.owner.fullName;
  if (action === 'block') {
    return {
      title: t`Block ${name}?`,
      description: t`They are signed out everywhere and everything they wrote is hidden until an admin unblocks them.`,
      confirmLabel: t`Block`,
    };
  }
  return {
    title: group.targetType === 'comment' ? t`Hide this comment?` : t`Hide this desire?`,
    description: (
      <Trans>
        Nobody but <bdi>{name}</bdi> will see it any more; they are told it was hidden by a moderator and why.
      </Trans>
    ),
    confirmLabel: t`Hide`,
  };
}

/** /admin/reports: the moderation queue, open and resolved, one entry per reported target. */
export function ReportQueue() {
  // Speaks through the global `t`, worded again whenever the language changes.
  const { i18n } = useLingui();
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
        onSuccess: () => toast.success(DONE[action](group), t`Everyone who reported it is told it was resolved.`),
        onError: (error) => {
          const reason = isApiError(error) && error.serverMessage ? error.serverMessage : t`Please try again.`;
          toast.error(i18n._(FAILED[action]), t`${reason} The reports are back in the list.`);
        },
      },
    );
  };
  const onAct = (group: AdminReportGroup, action: ReportAction) => (action === 'dismiss' ? run(group, action) : setConfirm({ group, action }));

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="grid gap-6">
      <PageHeader title={t`Reports`} description={t`What members reported, one entry per desire, comment or member.`} />
      <div role="tablist" aria-label={t`Report status`} className="flex gap-2">
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
            {i18n._(tab.label)}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={status === 'open' ? t`Open reports` : t`Resolved reports`} aria-busy={list.isFetching || undefined} className="grid gap-3">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <ReadFailure message={isMissingEndpoint(list.error) ? t`Reports are not available on this server.` : t`Failed to fetch reports`} />
        ) : list.data.reports.length === 0 ? (
          <EmptyState
            icon={Flag}
            title={status === 'open' ? t`No open reports` : t`No resolved reports yet`}
            text={status === 'open' ? t`Nothing waits for a decision.` : t`Decisions on reports show here.`}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {plural(total, { one: '# target', other: '# targets' })}
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
          {...confirmationOf(confirm.group, confirm.action)}
          onConfirm={() => run(confirm.group, confirm.action)}
          busy={act.isPending}
        />
      ) : null}
    </div>
  );
}
