import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Flag } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MenuItem } from '@/components/ui/menu';
import { useExtraOffered } from '@/lib/extras';
import { lazyPart } from '@/lib/lazy-part';
import { reportQueries } from '../api/queries';
import { forgetReported, useIsReported } from '../model/reported';
import type { ReportTarget } from '../model/target';
import type { ReportDialogProps } from './report-dialog';

// The dialog loads when first opened: most visits never report anything.
const ReportDialog = lazyPart(() => import('./report-dialog').then((m) => m.ReportDialog));

interface ReportsValue {
  openReport: (target: ReportTarget) => void;
  memberId: string | null;
}

const ReportsContext = createContext<ReportsValue | null>(null);

/** Holds the one report dialog of the app; the Report entries of cards, comments and profiles open it. */
export function ReportProvider({
  memberId,
  memberActions,
  children,
}: {
  /** Who is signed in: what one member reported says nothing for the next. */
  memberId: string | null;
  memberActions?: ReportDialogProps['memberActions'];
  children: ReactNode;
}) {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => () => forgetReported(), [memberId]);
  const openReport = useCallback((next: ReportTarget) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openReport, memberId }), [openReport, memberId]);
  return (
    <ReportsContext.Provider value={value}>
      {children}
      {target ? (
        <Suspense fallback={null}>
          <ReportDialog key={`${target.targetType}:${target.targetId}`} target={target} open={open} onOpenChange={setOpen} memberActions={memberActions} />
        </Suspense>
      ) : null}
    </ReportsContext.Provider>
  );
}

export function useReports(): ReportsValue {
  const value = useContext(ReportsContext);
  if (!value) throw new Error('Report entries need a ReportProvider');
  return value;
}

/**
 * "Report" in a menu, or a disabled "Reported" once this member has reported it. Nothing at all when
 * the backend turned out not to take reports.
 */
export function ReportMenuItem({ target }: { target: ReportTarget }) {
  const offered = useExtraOffered('reports');
  const { t } = useLingui();
  const { openReport, memberId } = useReports();
  // Reported before this page was loaded (or on another device): the server's open reports say so.
  const earlier = useQuery({ ...reportQueries.open(memberId ?? ''), enabled: offered && memberId !== null });
  const reportedHere = useIsReported(target.targetType, target.targetId);
  const reported = reportedHere || (earlier.data?.some((report) => report.targetType === target.targetType && report.targetId === target.targetId) ?? false);
  if (!offered) return null;
  return (
    <MenuItem disabled={reported} onSelect={() => openReport(target)}>
      <Flag aria-hidden="true" /> {reported ? t`Reported` : t`Report`}
    </MenuItem>
  );
}
