import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiParse } from '@web/lib/api';
import { auditKeys } from './keys';

/** The write actions the trail holds, for the action filter. */
export const useAuditActions = (base: string) =>
  useQuery({
    queryKey: auditKeys.actions(base),
    queryFn: () => apiParse(z.array(z.string()), 'GET', `${base}/actions`),
  });
