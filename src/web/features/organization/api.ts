/**
 * The organisation's reads and writes: one key per endpoint, invalidated by that key. The booking
 * form on the dashboard's first screen reads the organisation through this module, so every
 * schema here (zod with them) is a chunk of its own, requested beside its call.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationRequest } from '@domain/invitation-accept';
import type { InviteMemberRequest } from '@domain/organizations';
import { apiJson, apiParseLater } from '@web/lib/api';
import { authSchemas, organizationSchemas } from '@web/lib/domain-schemas';

const organizationAnswer = () => organizationSchemas().then((m) => m.organizationResponse);

export const organizationKeys = { me: ['/api/organizations/me'] as const };

/** The client's organisation (its cost centres for the booking form). */
export const myOrganizationQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.me,
    queryFn: () => apiParseLater(organizationAnswer, 'GET', '/api/organizations/me'),
  });

export const useMyOrganization = () => useQuery(myOrganizationQueryOptions());

export function useInviteMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) =>
      apiParseLater(
        () => organizationSchemas().then((m) => m.invitationResponse),
        'POST',
        `/api/organizations/${organizationId}/members`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.me }),
  });
}

export function useSetReceivingSite(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receivingSite: boolean) =>
      apiParseLater(organizationAnswer, 'PUT', `/api/organizations/${organizationId}/receiving-site`, {
        receivingSite,
      }),
    onSuccess: (answer) => queryClient.setQueryData(organizationKeys.me, answer),
  });
}

export function useRemoveMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiJson<void>('DELETE', `/api/organizations/${organizationId}/members/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.me }),
  });
}

export const previewInvitation = (token: string) =>
  apiParseLater(
    () => organizationSchemas().then((m) => m.invitationPreviewResponse),
    'POST',
    '/api/invitations/preview',
    { token },
  );

export const acceptInvitation = (body: AcceptInvitationRequest) =>
  apiParseLater(() => authSchemas().then((m) => m.loginResponse), 'POST', '/api/invitations/accept', body);
