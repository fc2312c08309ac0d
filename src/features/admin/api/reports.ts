import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReportActionResultSchema, adminReportListSchema, type AdminReportList, type ReportAction, type ReportStatus } from '@contract/report';
import { api } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';
import { adminQueries } from './queries';

const admin = { auth: 'admin' } as const;

export interface ReportListParams {
  status: ReportStatus;
  page: number;
  limit: number;
}

/** The moderation queue (an extra of our server): all -> list(params). */
export const reportQueries = {
  all: () => [...adminQueries.all(), 'reports'] as const,
  list: ({ status, page, limit }: ReportListParams) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'list', { status, page, limit }] as const,
      queryFn: ({ signal }) =>
        callExtra('adminReports', () => api.get(`/api/admin/reports?${new URLSearchParams({ status, page: String(page), limit: String(limit) })}`, { ...admin, schema: adminReportListSchema, signal })),
      placeholderData: keepPreviousData,
      retry: false,
    }),
};

/**
 * Dismiss, hide or block: the group leaves the open list at once and comes back if the server says
 * no; then every admin read (the lists, the dashboard's count, the users) is read again.
 */
export function useActOnReport(params: ReportListParams) {
  const client = useQueryClient();
  const key = reportQueries.list(params).queryKey;
  return useMutation({
    mutationKey: [...reportQueries.all(), 'act'],
    retry: false,
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) =>
      callExtra('adminReports', () => api.patch(`/api/admin/reports/${encodeURIComponent(id)}`, { action }, { ...admin, schema: adminReportActionResultSchema })),
    onMutate: async ({ id }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AdminReportList>(key);
      if (before) client.setQueryData<AdminReportList>(key, { reports: before.reports.filter((group) => group._id !== id), total: Math.max(0, before.total - 1) });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminQueries.all() });
    },
  });
}
