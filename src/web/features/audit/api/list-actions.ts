import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiParse } from '@web/lib/api';
import { auditKeys } from './keys';

/** The write actions the audit log holds, for the action filter. */
export const useAuditActions = () =>
  useQuery({
    queryKey: auditKeys.actions(),
    queryFn: () => apiParse(z.array(z.string()), 'GET', '/api/admin/audit/actions'),
  });
