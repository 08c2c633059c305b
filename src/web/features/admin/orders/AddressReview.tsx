/**
 * An order whose pickup or delivery is known only to its ZIP or city shows it in the
 * console, with the button that confirms it (POST /api/orders/{id}/confirm-address). Approval is
 * refused by the server until each such end is confirmed, so the badge says why Approve may fail.
 */
import { MapPinCheck } from 'lucide-react';
import type { AddressEnd } from '@domain/addresses';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useConfirmAddress } from '../api/confirm-address';
import { errorDescription } from '../error-toast';

const PRECISION_WORDS = { street: 'street', zip: 'ZIP code', city: 'city' } as const;

/** Where the server still takes a confirmation (address-review.ts): once picked up it is moot. */
const REVIEWABLE = new Set(['pending', 'confirmed', 'assigned', 'pickup_scheduled']);

export function endsNeedingReview(order: OrderResponse): AddressEnd[] {
  const ends: AddressEnd[] = [];
  if (!REVIEWABLE.has(order.status)) return ends;
  if (order.pickupNeedsReview) ends.push('pickup');
  if (order.deliveryNeedsReview) ends.push('delivery');
  return ends;
}

export function AddressReview({ order }: { order: OrderResponse }) {
  const confirm = useConfirmAddress();
  const ends = endsNeedingReview(order);
  if (ends.length === 0) return null;
  return (
    <div className="mt-1 space-y-1">
      {ends.map((end) => {
        const precision = end === 'pickup' ? order.pickupPrecision : order.deliveryPrecision;
        const address = end === 'pickup' ? order.pickupAddress : order.deliveryAddress;
        return (
          <div key={end} className="flex flex-wrap items-center gap-1">
            <span
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              title={`${address}: located to its ${PRECISION_WORDS[precision]} only`}
            >
              Approximate {end}
            </span>
            <Button
              size="sm"
              variant="outline"
              className="h-7 px-2 text-xs"
              pending={confirm.isPending && confirm.variables?.end === end}
              aria-label={`Confirm ${end} address of #${order.displayNumber}`}
              onClick={() =>
                confirm.mutate(
                  { order, end },
                  {
                    onSuccess: () => toast({ title: 'Address confirmed', description: address }),
                    onError: (error) =>
                      toast({
                        variant: 'destructive',
                        title: 'Error',
                        description: errorDescription('Failed to confirm the address.', error),
                      }),
                  },
                )
              }
            >
              <MapPinCheck aria-hidden="true" />
              Confirm
            </Button>
          </div>
        );
      })}
    </div>
  );
}
