/** Invoices, statements and aging: one key per endpoint, invalidated by that key. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agingReportResponse, statementResponse } from '@domain/account-statement';
import {
  billingCycleResponse,
  invoiceListResponse,
  invoiceResponse,
  invoiceRunResponse,
  type BillingCycle,
  type CreditNoteRequest,
  type InvoiceStatus,
  type IssueInvoiceRequest,
  type RecordPaymentRequest,
} from '@domain/invoices';
import { apiParse } from '@web/lib/api';

export const invoiceKeys = {
  all: ['/api/invoices'] as const,
  list: (status?: InvoiceStatus) => ['/api/invoices', { status }] as const,
  aging: ['/api/billing/aging'] as const,
  statement: (organizationId: number) => ['/api/organizations', organizationId, 'statement'] as const,
  cycle: (organizationId: number) => ['/api/organizations', organizationId, 'billing-cycle'] as const,
};

/** Read again every few seconds while an invoice paid on Stripe's page waits for its webhook. */
const POLL_MS = 3_000;
/** How many reads before giving up polling (about two minutes); the page still reloads by hand. */
const POLL_READS = 40;

export const useInvoices = (status?: InvoiceStatus, awaitingPaid?: number | null) =>
  useQuery({
    queryKey: invoiceKeys.list(status),
    queryFn: () =>
      apiParse(invoiceListResponse, 'GET', status ? `/api/invoices?status=${status}` : '/api/invoices'),
    refetchInterval: (query) => {
      if (!awaitingPaid || query.state.dataUpdateCount >= POLL_READS) return false;
      const invoice = query.state.data?.invoices.find((i) => i.id === awaitingPaid);
      return invoice && invoice.status !== 'paid' ? POLL_MS : false;
    },
  });

export const useAgingReport = () =>
  useQuery({
    queryKey: invoiceKeys.aging,
    queryFn: () => apiParse(agingReportResponse, 'GET', '/api/billing/aging'),
  });

export const useStatement = (organizationId: number | null | undefined) =>
  useQuery({
    queryKey: invoiceKeys.statement(organizationId ?? 0),
    queryFn: () => apiParse(statementResponse, 'GET', `/api/organizations/${organizationId}/statement`),
    enabled: !!organizationId,
  });

/** Anything that changes an invoice moves the lists, the aging and the statements with it. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.aging }),
      queryClient.invalidateQueries({ queryKey: ['/api/organizations'] }),
    ]);
}

export function useIssueInvoice() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: IssueInvoiceRequest) => apiParse(invoiceResponse, 'POST', '/api/invoices', body),
    onSuccess: invalidate,
  });
}

export function useRecordPayment(invoiceId: number) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) =>
      apiParse(invoiceResponse, 'POST', `/api/invoices/${invoiceId}/payments`, body),
    onSuccess: invalidate,
  });
}

export function useCreditNote(invoiceId: number) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: CreditNoteRequest) =>
      apiParse(invoiceResponse, 'POST', `/api/invoices/${invoiceId}/credit-notes`, body),
    onSuccess: invalidate,
  });
}

export const useBillingCycle = (organizationId: number | null) =>
  useQuery({
    queryKey: invoiceKeys.cycle(organizationId ?? 0),
    queryFn: () =>
      apiParse(billingCycleResponse, 'GET', `/api/organizations/${organizationId}/billing-cycle`),
    enabled: !!organizationId,
  });

export function useSetBillingCycle(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billingCycle: BillingCycle) =>
      apiParse(billingCycleResponse, 'PUT', `/api/organizations/${organizationId}/billing-cycle`, {
        billingCycle,
      }),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.cycle(organizationId), answer),
  });
}

/** Every organisation's last whole period by its own cycle; the server decides the periods. */
export function useInvoiceRun() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: () => apiParse(invoiceRunResponse, 'POST', '/api/invoices/run'),
    onSuccess: invalidate,
  });
}

/** Where the browser downloads an invoice's documents (the session cookie goes with it). */
export const pdfUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;
export const csvUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/csv`;
