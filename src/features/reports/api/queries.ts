import { queryOptions } from '@tanstack/react-query';
import { openReportsSchema, type OpenReports } from '@contract/open-reports';
import { api } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';

export const reportQueries = {
  all: () => ['reports'] as const,
  /**
   * GET /api/reports/open (an extra): what this member reported that is still open, read once per
   * session when a Report entry first shows. A backend without it leaves the entries as the app knew
   * them (what was reported since it opened); reporting itself stays.
   */
  open: (memberId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'open', memberId] as const,
      queryFn: (): Promise<OpenReports> => callExtra('openReports', () => api.get('/api/reports/open', { schema: openReportsSchema })),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};
