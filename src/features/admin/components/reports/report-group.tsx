import { useId } from 'react';
import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Check, EyeOff } from 'lucide-react';
import type { AdminReportGroup, ReportAction } from '@contract/report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@contract/pages/paths';
import { timeAgo } from '@/lib/format';
import { REPORT_ACTION_LABELS, REPORT_REASON_LABELS, TARGET_TYPE_LABELS } from '../../model/labels';

/** What was reported, as it is now. */
function TargetText({ group }: { group: AdminReportGroup }) {
  if (!group.target) {
    return (
      <p className="text-sm italic text-muted-foreground">
        {group.targetType === 'desire' ? (
          <Trans>The desire was deleted.</Trans>
        ) : group.targetType === 'comment' ? (
          <Trans>The comment was deleted.</Trans>
        ) : (
          <Trans>The member was deleted.</Trans>
        )}
      </p>
    );
  }
  if (group.targetType === 'comment') return <blockquote className="border-s-2 ps-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line">{group.target.text}</blockquote>;
  return <p className="text-sm font-medium [overflow-wrap:anywhere]">{group.target.text}</p>;
}

/** Who wrote the reported thing, or who was reported, for the group's name read aloud. */
function OfWhom({ group }: { group: AdminReportGroup }) {
  const owner = group.owner.fullName;
  if (group.targetType === 'desire') return <Trans>of desire by {owner}</Trans>;
  if (group.targetType === 'comment') return <Trans>of comment by {owner}</Trans>;
  return <Trans>of member by {owner}</Trans>;
}

/**
 * One target of the queue: what it is and whose, how many reported it and why, their notes, and the
 * operator's three actions (open groups) or what was decided (resolved ones).
 */
export function ReportGroup({ group, busy, onAct }: { group: AdminReportGroup; busy: boolean; onAct: (group: AdminReportGroup, action: ReportAction) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const canHide = group.targetType !== 'user' && group.target !== null && !group.target.hiddenReason;
  const count = group.count;
  const ago = timeAgo(group.lastReportedAt);
  const reason = group.target?.hiddenReason;
  const ownerPath = paths.admin.user(group.owner._id);
  const name = group.owner.fullName;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <Badge size="sm">{t(TARGET_TYPE_LABELS[group.targetType])}</Badge>
        <h2 id={titleId} className="text-sm font-semibold">
          {plural(count, { one: '# report', other: '# reports' })}
          <span className="sr-only">
            {' '}
            <OfWhom group={group} />
          </span>
        </h2>
        <span className="text-xs text-muted-foreground">
          <Trans>
            last <time dateTime={group.lastReportedAt}>{ago}</time>
          </Trans>
        </span>
        {reason ? (
          <Badge size="sm" variant="outline">
            <EyeOff className="size-3" aria-hidden="true" /> <Trans>Hidden: {reason}</Trans>
          </Badge>
        ) : null}
      </div>
      <TargetText group={group} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>
          {group.targetType === 'user' ? (
            <Trans>
              Member{' '}
              <Link to={ownerPath} className="font-medium text-foreground hover:underline">
                {name}
              </Link>
            </Trans>
          ) : (
            <Trans>
              By{' '}
              <Link to={ownerPath} className="font-medium text-foreground hover:underline">
                {name}
              </Link>
            </Trans>
          )}
        </span>
        {group.owner.isBlocked ? (
          <Badge size="sm" variant="outline">
            <Trans>Blocked</Trans>
          </Badge>
        ) : null}
      </p>
      <ul aria-label={t`Reasons`} className="flex flex-wrap gap-1.5">
        {group.reasons.map((given) => (
          <li key={given.reason} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
            {t(REPORT_REASON_LABELS[given.reason])} × {given.count}
          </li>
        ))}
      </ul>
      {group.notes.length > 0 ? (
        <ul aria-label={t`Notes`} className="grid gap-1.5">
          {group.notes.map((note, index) => (
            <li key={`${note.createdAt}-${index}`} className="rounded-lg bg-muted/60 px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
              <span className="me-1 text-xs font-semibold text-muted-foreground">{t(REPORT_REASON_LABELS[note.reason])}:</span>
              {note.note}
            </li>
          ))}
        </ul>
      ) : null}
      {group.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onAct(group, 'dismiss')}>
            <Check aria-hidden="true" /> <Trans>Dismiss</Trans>
          </Button>
          {canHide ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAct(group, 'hide')}>
              <EyeOff aria-hidden="true" /> {group.targetType === 'comment' ? <Trans>Hide comment</Trans> : <Trans>Hide desire</Trans>}
            </Button>
          ) : null}
          {group.owner.isBlocked ? null : (
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => onAct(group, 'block')}>
              <Ban aria-hidden="true" /> <Trans>Block member</Trans>
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm font-medium">
          {group.action ? t(REPORT_ACTION_LABELS[group.action]) : t`Resolved`}
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
