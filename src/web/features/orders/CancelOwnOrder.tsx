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
import { serverMessage } from '@web/lib/api';
import { cancelOrder } from './api/cancel-order';
import { orderKeys } from './api/keys';

export const clientMayCancel = (order: OrderResponse) =>
  allowedActions(order.status, 'client').includes('cancel');

function moneyNote(order: OrderResponse): string {
  if (order.paymentStatus === 'paid') return ` Your payment of $${order.totalCost} is refunded to your card.`;
  if (order.paymentStatus === 'invoiced') return ' Nothing is billed for it.';
  return '';
}

export function CancelOwnOrder({ order }: { order: OrderResponse }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: async (updated) => {
      setOpen(false);
      toast({
        variant: 'success',
        title: 'Order Updated',
        description:
          updated.paymentStatus === 'refunded'
            ? `#${order.displayNumber} cancelled. $${order.totalCost} refunded.`
            : `#${order.displayNumber} cancelled.`,
      });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Failed to cancel the order.'),
      }),
  });
  if (!clientMayCancel(order)) return null;

  return (
    <>
      <Button size="sm" variant="outline" className="text-red-800" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" />
        Cancel order
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !cancel.isPending && setOpen(false)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Cancel order #{order.displayNumber}?</DialogTitle>
            <DialogDescription>
              The delivery will not take place.{moneyNote(order)} This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button
              variant="destructive"
              pending={cancel.isPending}
              pendingText="Cancelling…"
              onClick={() => cancel.mutate()}
            >
              Cancel order
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
