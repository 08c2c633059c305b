/** Cancelling cannot be undone and frees the driver, so it asks once (Approve and Decline act at once). */
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

type Props = {
  order: OrderResponse | null;
  pending: boolean;
  onConfirm: (order: OrderResponse) => void;
  onClose: () => void;
};

export function CancelOrderDialog({ order, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        {order ? (
          <>
            <DialogHeader>
              <DialogTitle>Cancel order #{order.displayNumber}?</DialogTitle>
              <DialogDescription>
                The order is marked cancelled{order.driverId !== null ? ' and its driver released' : ''}.
                {order.paymentStatus === 'paid' ? ` Its payment of $${order.totalCost} is refunded.` : ''}{' '}
                This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Keep order
              </Button>
              <Button
                variant="destructive"
                pending={pending}
                pendingText="Cancelling…"
                onClick={() => onConfirm(order)}
              >
                Cancel order
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
