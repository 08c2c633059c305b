/**
 * Where a checkout goes when its payment answers: to the confirmation page when the order is paid,
 * whether this payment paid it or an earlier one did (ALREADY_PAID: a second click, another tab),
 * so a checkout never shows a failure beside "Already paid". Any other refusal is the failure it is.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@web/components/ui/use-toast';
import { errorCode } from '@web/lib/api';
import { useMessages, type MessageKey } from '@web/i18n';
import { clearPendingOrder } from './pending-order';

export const confirmationHref = (orderId: number) => `/orders/${orderId}/confirmation`;

export function usePaymentOutcome(orderId: number) {
  const [, navigate] = useLocation();
  const { t, language, errorText } = useMessages();
  return useMemo(() => {
    const toConfirmation = () => {
      clearPendingOrder();
      navigate(confirmationHref(orderId));
    };
    return {
      /** This payment paid the order: say so and show its confirmation. */
      paid(answer: { message: string }, title: MessageKey = 'checkout.paid') {
        // The server's sentence in English; in Spanish the catalogue's words for the same outcome.
        const description = language === 'en' ? answer.message : t('checkout.paidDetail');
        toast({ variant: 'success', title: t(title), description });
        toConfirmation();
      },
      /** Answers whether the error was a real failure (the caller may then stay on its form). */
      failed(error: unknown, title: MessageKey = 'checkout.failed'): boolean {
        if (errorCode(error) === 'ALREADY_PAID') {
          toConfirmation();
          return false;
        }
        toast({
          variant: 'destructive',
          title: t(title),
          description: errorText(error, 'checkout.unexpected'),
        });
        return true;
      },
    };
  }, [navigate, orderId, t, language, errorText]);
}
