import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Ban, Check, EyeOff } from 'lucide-react';
import { REPORT_REASON_LABELS, type AdminReportGroup, type ReportAction } from '@contract/report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@contract/pages/paths';
import { timeAgo } from '@/lib/format';

const TYPE_LABEL = { desire: 'Desire', comment: 'Comment', user: 'Member' } as const;
const ACTION_LABEL: Record<ReportAction, string> = { dismiss: 'Dismissed', hide: 'Hidden', block: 'Member blocked' };

/** What was reported, as it is now. */
function TargetText({ group }: { group: AdminReportGroup }) {
  if (!group.target) return <p className="text-sm italic text-muted-foreground">The {TYPE_LABEL[group.targetType].toLowerCase()} was deleted.</p>;
  if (group.targetType === 'comment') return <blockquote className="border-l-2 pl-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line">{group.target.text}</blockquote>;
  return <p className="text-sm font-medium [overflow-wrap:anywhere]">{group.target.text}</p>;
}

/**
 * One target of the queue: what it is and whose, how many reported it and why, their notes, and the
 * operator's three actions (open groups) or what was decided (resolved ones).
 */
export function ReportGroup({ group, busy, onAct }: { group: AdminReportGroup; busy: boolean; onAct: (group: AdminReportGroup, action: ReportAction) => void }) {
  const titleId = useId();
  const canHide = group.targetType !== 'user' && group.target !== null && !group.target.hiddenReason;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <Badge size="sm">{TYPE_LABEL[group.targetType]}</Badge>
        <h2 id={titleId} className="text-sm font-semibold">
          {group.count} {group.count === 1 ? 'report' : 'reports'}
          <span className="sr-only"> of {TYPE_LABEL[group.targetType].toLowerCase()} by {group.owner.fullName}</span>
        </h2>
        <span className="text-xs text-muted-foreground">
          last <time dateTime={group.lastReportedAt}>{timeAgo(group.lastReportedAt)}</time>
        </span>
        {group.target?.hiddenReason ? (
          <Badge size="sm" variant="outline">
            <EyeOff className="size-3" aria-hidden="true" /> Hidden: {group.target.hiddenReason}
          </Badge>
        ) : null}
      </div>
      <TargetText group={group} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {group.targetType === 'user' ? 'Member' : 'By'}{' '}
        <Link to={paths.admin.user(group.owner._id)} className="font-medium text-foreground hover:underline">
          {group.owner.fullName}
        </Link>
        {group.owner.isBlocked ? <Badge size="sm" variant="outline">Blocked</Badge> : null}
      </p>
      <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
        {group.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
            {REPORT_REASON_LABELS[reason]} × {count}
          </li>
        ))}
      </ul>
      {group.notes.length > 0 ? (
        <ul aria-label="Notes" className="grid gap-1.5">
          {group.notes.map((note, index) => (
            <li key={`${note.createdAt}-${index}`} className="rounded-lg bg-muted/60 px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
              <span className="mr-1 text-xs font-semibold text-muted-foreground">{REPORT_REASON_LABELS[note.reason]}:</span>
              {note.note}
            </li>
          ))}
        </ul>
      ) : null}
      {group.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onAct(group, 'dismiss')}>
            <Check aria-hidden="true" /> Dismiss
          </Button>
          {canHide ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAct(group, 'hide')}>
              <EyeOff aria-hidden="true" /> Hide {group.targetType}
            </Button>
          ) : null}
          {group.owner.isBlocked ? null : (
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => onAct(group, 'block')}>
              <Ban aria-hidden="true" /> Block member
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm font-medium">
          {group.action ? ACTION_LABEL[group.action] : 'Resolved'}
          {group.resolvedAt ? (
            <span className="font-normal text-muted-foreground">
              {' '}
              · <time dateTime={group.resolvedAt}>{timeAgo(group.resolvedAt)}</time>
            </span>
          ) : null}
        </p>
      )}
    </article>
  );
}
