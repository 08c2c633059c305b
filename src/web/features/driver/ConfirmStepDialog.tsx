/**
 * "Are you sure?" before a hand-over (Complete Pickup, Complete Delivery): once the client is told
 * the item is delivered, a mistaken tap cannot be taken back. Proof of delivery (signature, ID)
 * arrives in a later issue; it belongs in ProofSection, and its answer goes out with the step as
 * `proof` (contract: same body as the status).
 */
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
import type { DriverStep } from './job-steps';

type Props = {
  order: OrderResponse;
  step: DriverStep;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (proof?: Record<string, unknown>) => void;
};

export function ConfirmStepDialog({ order, step, open, pending, onOpenChange, onConfirm }: Props) {
  const pickup = step.action === 'complete_pickup';
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{step.label}?</DialogTitle>
          <DialogDescription>
            {pickup
              ? `Confirm you have collected the item for #${order.displayNumber} at ${order.pickupAddress}.`
              : `Confirm you have handed over #${order.displayNumber} at ${order.deliveryAddress}. The client is told at once.`}
          </DialogDescription>
        </DialogHeader>
        <ProofSection order={order} />
        <DialogFooter className="gap-3">
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="h-12"
            disabled={pending}
            onClick={() => onOpenChange(false)}
          >
            Not yet
          </Button>
          <Button
            type="button"
            size="lg"
            className="h-12"
            pending={pending}
            pendingText="Saving…"
            onClick={() => onConfirm(undefined)}
          >
            {pickup ? 'Confirm Pickup' : 'Confirm Delivery'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Placeholder for proof capture (later issue): for now it only says what this order will need. */
function ProofSection({ order }: { order: OrderResponse }) {
  const needs = [
    order.requiresSignature ? 'a signature' : null,
    order.requiresId ? 'a photo ID check' : null,
  ].filter(Boolean);
  if (needs.length === 0) return null;
  return (
    <p role="note" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      This order asks for {needs.join(' and ')} at hand-over.
    </p>
  );
}
