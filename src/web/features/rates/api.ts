/** Rate cards and pay rules: one key per endpoint, invalidated by that key. */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agingReportResponse } from '@domain/account-statement';
import { addDays, dayKey, weekStart } from '@domain/central-time';
import { settlementSummaries } from '@domain/driver-pay';
import { payRuleResponse, type CreatePayRuleRequest } from '@domain/driver-pay-rules';
import { rateCardResponse, type PutRateCardInput } from '@domain/rate-cards';
import { apiParse } from '@web/lib/api';

export const rateKeys = {
  organizations: ['/api/billing/aging'] as const,
  card: (organizationId: number) => ['/api/organizations', organizationId, 'rate-card'] as const,
  rules: ['/api/driver-pay/rules'] as const,
  week: (monday: string) => ['/api/driver-pay/settlements', { weekStart: monday }] as const,
};

/** Every organisation, as the billing console lists them (the aging report names them all). */
export const useOrganizations = () =>
  useQuery({
    queryKey: rateKeys.organizations,
    queryFn: () => apiParse(agingReportResponse, 'GET', '/api/billing/aging'),
    select: (report) => report.organizations.map((o) => ({ id: o.organizationId, name: o.organizationName })),
  });

export const useRateCard = (organizationId: number | null) =>
  useQuery({
    queryKey: rateKeys.card(organizationId ?? 0),
    queryFn: () => apiParse(rateCardResponse, 'GET', `/api/organizations/${organizationId}/rate-card`),
    enabled: organizationId !== null,
  });

export function usePutRateCard(organizationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutRateCardInput) =>
      apiParse(rateCardResponse, 'PUT', `/api/organizations/${organizationId}/rate-card`, body),
    onSuccess: (answer) => queryClient.setQueryData(rateKeys.card(answer.organizationId), answer),
  });
}

export const usePayRules = () =>
  useQuery({
    queryKey: rateKeys.rules,
    queryFn: () => apiParse(z.array(payRuleResponse), 'GET', '/api/driver-pay/rules'),
  });

export function useCreatePayRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayRuleRequest) =>
      apiParse(payRuleResponse, 'POST', '/api/driver-pay/rules', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.rules }),
  });
}

/**
 * The drivers who worked this week or last, by name: the settlements of those weeks are what the
 * money side may read of drivers (it holds no driver list).
 */
export function useRecentDrivers(now = new Date()) {
  const thisWeek = weekStart(dayKey(now));
  const weeks = [thisWeek, addDays(thisWeek, -7)];
  const answers = useQueries({
    queries: weeks.map((monday) => ({
      queryKey: rateKeys.week(monday),
      queryFn: () => apiParse(settlementSummaries, 'GET', `/api/driver-pay/settlements?weekStart=${monday}`),
    })),
  });
  const names = new Map<number, string>();
  for (const answer of answers)
    for (const s of answer.data ?? []) if (!names.has(s.driverId)) names.set(s.driverId, s.driverName);
  return { names, isPending: answers.some((a) => a.isPending) };
}
