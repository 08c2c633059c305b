/**
 * Paying an open invoice on Stripe's hosted page. The server opens the page for the balance it
 * computes and answers its address; the browser only goes there. Back from Stripe, the invoice says
 * paid once Stripe's webhook has recorded it, which the list shows by reading it again until then.
 */
import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { payOnlineResponse, type InvoiceSummary } from '@domain/invoices';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { apiParse } from '@web/lib/api';

/** Where the browser is sent; a seam for component tests, which cannot leave the page. */
export const goTo = { page: (url: string) => window.location.assign(url) };

export function PayOnlineButton({ invoice }: { invoice: InvoiceSummary }) {
  const { t, money, errorText } = useMessages();
  const pay = useMutation({
    mutationFn: () => apiParse(payOnlineResponse, 'POST', `/api/invoices/${invoice.id}/pay-online`),
    onSuccess: ({ url }) => goTo.page(url),
  });
  return (
    <>
      <Button
        type="button"
        size="sm"
        onClick={() => pay.mutate()}
        // Still disabled once the page is opening: the browser is on its way to Stripe.
        pending={pay.isPending || pay.isSuccess}
        pendingText={t('client.invoices.payOnline.opening')}
        aria-label={t('client.invoices.payOnline.label', {
          number: invoice.number,
          amount: money(invoice.balance),
        })}
      >
        <CreditCard aria-hidden="true" />
        {t('client.invoices.payOnline.button')}
      </Button>
      {pay.isError ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {errorText(pay.error, 'client.invoices.payOnline.failed')}
        </p>
      ) : null}
    </>
  );
}

/** What the owner is told back from Stripe: waiting for the webhook, or paid. */
export function ReturnFromStripe({
  outcome,
  invoice,
}: {
  outcome: 'paid' | 'cancelled';
  invoice: InvoiceSummary | undefined;
}) {
  const { t } = useMessages();
  if (!invoice) return null;
  const text =
    outcome === 'cancelled'
      ? t('client.invoices.payOnline.cancelled', { number: invoice.number })
      : invoice.status === 'paid'
        ? t('client.invoices.payOnline.paid', { number: invoice.number })
        : t('client.invoices.payOnline.waiting', { number: invoice.number });
  return (
    <p role="status" className="rounded-md border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
      {text}
    </p>
  );
}
