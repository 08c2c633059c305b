/**
 * Where a checkout goes when its payment answers: to the confirmation page when the order is paid,
 * whether this payment paid it or an earlier one did (ALREADY_PAID: a second click, another tab),
 * so a checkout never shows a failure beside "Already paid". Any other refusal is the failure it is.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@web/components/ui/use-toast';
import { errorCode, serverMessage } from '@web/lib/api';
import { clearPendingOrder } from './pending-order';

export const confirmationHref = (orderId: number) => `/orders/${orderId}/confirmation`;

export function usePaymentOutcome(orderId: number) {
  const [, navigate] = useLocation();
  return useMemo(() => {
    const toConfirmation = () => {
      clearPendingOrder();
      navigate(confirmationHref(orderId));
    };
    return {
      /** This payment paid the order: say so and show its confirmation. */
      paid(answer: { message: string }, title = 'Payment Successful') {
        toast({ variant: 'success', title, description: answer.message });
        toConfirmation();
      },
      /** Answers whether the error was a real failure (the caller may then stay on its form). */
      failed(error: unknown, title = 'Payment Failed'): boolean {
        if (errorCode(error) === 'ALREADY_PAID') {
          toConfirmation();
          return false;
        }
        toast({
          variant: 'destructive',
          title,
          description: serverMessage(error, 'An unexpected error occurred'),
        });
        return true;
      },
    };
  }, [navigate, orderId]);
}
