import { useMutation } from '@tanstack/react-query';
import { reportSchema, type ReportBody } from '@contract/report';
import { api, isApiError } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';
import { markReported } from '../model/reported';

/**
 * POST /api/reports (an extra of our server). A 409 means this member reported it already: the
 * target reads "Reported" all the same. Not retried: the member sees what went wrong and decides.
 */
export function useFileReport() {
  return useMutation({
    mutationKey: ['reports', 'file'],
    retry: false,
    mutationFn: (body: ReportBody) => callExtra('reports', () => api.post('/api/reports', body, { schema: reportSchema })),
    onSuccess: (_report, body) => markReported(body.targetType, body.targetId),
    onError: (error, body) => {
      if (isApiError(error, 409)) markReported(body.targetType, body.targetId);
    },
  });
}
