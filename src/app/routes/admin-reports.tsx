import { ReportQueue } from '@/features/admin/components/reports/report-queue';

/** The moderation queue. */
export function Component() {
  return <ReportQueue />;
}
