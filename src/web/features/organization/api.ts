/** The organisation's reads and writes: one key per endpoint, invalidated by that key. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loginResponse } from '@domain/auth';
import {
  invitationPreviewResponse,
  invitationResponse,
  organizationResponse,
  type AcceptInvitationRequest,
  type InviteMemberRequest,
} from '@domain/organizations';
import { apiJson, apiParse } from '@web/lib/api';

export const organizationKeys = { me: ['/api/organizations/me'] as const };

export const useMyOrganization = () =>
  useQuery({
    queryKey: organizationKeys.me,
    queryFn: () => apiParse(organizationResponse, 'GET', '/api/organizations/me'),
  });

export function useInviteMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) =>
      apiParse(invitationResponse, 'POST', `/api/organizations/${organizationId}/members`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.me }),
  });
}

export function useSetReceivingSite(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receivingSite: boolean) =>
      apiParse(organizationResponse, 'PUT', `/api/organizations/${organizationId}/receiving-site`, {
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
  apiParse(invitationPreviewResponse, 'POST', '/api/invitations/preview', { token });

export const acceptInvitation = (body: AcceptInvitationRequest) =>
  apiParse(loginResponse, 'POST', '/api/invitations/accept', body);
