/**
 * The client's Cancel order action on an Order History row: open while the state
 * machine lets a client cancel (pending, confirmed, or assigned before the driver sets off), and
 * asked once, saying what happens to the money: a paid order is refunded, an invoice is voided.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { allowedActions } from '@domain/order-state';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { cancelOrder } from './api/cancel-order';
import { orderKeys } from '@web/lib/orders';
import { useMessages, type Messages } from '@web/i18n';

export const clientMayCancel = (order: OrderResponse) =>
  allowedActions(order.status, 'client').includes('cancel');

function moneyNote(order: OrderResponse, { t, money }: Messages): string {
  if (order.paymentStatus === 'paid')
    return ` ${t('orders.cancel.refundNote', { total: money(order.totalCost) })}`;
  if (order.paymentStatus === 'invoiced') return ` ${t('orders.cancel.notBilled')}`;
  return '';
}

export function CancelOwnOrder({ order }: { order: OrderResponse }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const messages = useMessages();
  const { t, money, errorText } = messages;
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: async (updated) => {
      setOpen(false);
      toast({
        variant: 'success',
        title: t('orders.cancel.updated'),
        description:
          updated.paymentStatus === 'refunded'
            ? t('orders.cancel.doneRefunded', { number: order.displayNumber, total: money(order.totalCost) })
            : t('orders.cancel.done', { number: order.displayNumber }),
      });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('orders.cancel.error'),
        description: errorText(error, 'orders.cancel.failed'),
      }),
  });
  if (!clientMayCancel(order)) return null;

  return (
    <>
      <Button size="sm" variant="outline" className="text-red-800" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" />
        {t('orders.cancel.button')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !cancel.isPending && setOpen(false)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('orders.cancel.title', { number: order.displayNumber })}</DialogTitle>
            <DialogDescription>
              {t('orders.cancel.willNotHappen')}
              {moneyNote(order, messages)} {t('orders.cancel.cannotUndo')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t('orders.cancel.keep')}
            </Button>
            <Button
              variant="destructive"
              pending={cancel.isPending}
              pendingText={t('orders.cancel.cancelling')}
              onClick={() => cancel.mutate()}
            >
              {t('orders.cancel.button')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
