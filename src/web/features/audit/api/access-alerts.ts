import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accessAlert } from '@domain/audit-trail';
import { apiParse } from '@web/lib/api';
import { auditKeys } from './keys';

/** Accounts that read unusually many orders, not yet acknowledged. */
export const useOpenAccessAlerts = () =>
  useQuery({
    queryKey: auditKeys.openAlerts(),
    queryFn: () => apiParse(z.array(accessAlert), 'GET', '/api/admin/access-alerts?open=true'),
  });

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      apiParse(accessAlert, 'POST', `/api/admin/access-alerts/${alertId}/acknowledge`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.openAlerts() }),
  });
}
