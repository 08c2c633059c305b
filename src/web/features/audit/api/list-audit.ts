import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEvent } from '@domain/audit-trail';
import { apiRequest, parseAnswer } from '@web/lib/api';
import { auditKeys } from './keys';

/** One page of the timeline and the cursor of the next (from the x-next-cursor header). */
async function listAudit(base: string, search: string, cursor: string | null) {
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  const url = `${base}?${params}`;
  const response = await apiRequest('GET', url);
  return {
    events: parseAnswer(z.array(auditEvent), url, await response.json()),
    next: response.headers.get('x-next-cursor'),
  };
}

export const useAuditTimeline = (base: string, search: string) =>
  useInfiniteQuery({
    queryKey: auditKeys.timeline(base, search),
    queryFn: ({ pageParam }) => listAudit(base, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
