/**
 * An order whose pickup or delivery is known only to its ZIP or city shows it in the
 * console, with the button that confirms it as it is and the one that moves its pin on a map first
 * (both POST /api/orders/{id}/confirm-address). Approval is refused by the server until each such
 * end is confirmed, so the badge says why Approve may fail.
 */
import { useState } from 'react';
import { MapPinCheck, MapPinned } from 'lucide-react';
import { pinMovable, type AddressEnd } from '@domain/addresses';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { PinDialog } from '@web/components/map';
import { useMessages } from '@web/i18n';
import { serverMessage } from '@web/lib/api';
import { useConfirmAddress } from '../api/confirm-address';
import { errorDescription } from '../error-toast';

const PRECISION_WORDS = { street: 'street', zip: 'ZIP code', city: 'city' } as const;

export function endsNeedingReview(order: OrderResponse): AddressEnd[] {
  const ends: AddressEnd[] = [];
  if (!pinMovable(order.status)) return ends;
  if (order.pickupNeedsReview) ends.push('pickup');
  if (order.deliveryNeedsReview) ends.push('delivery');
  return ends;
}

export function AddressReview({ order }: { order: OrderResponse }) {
  const { t } = useMessages();
  const confirm = useConfirmAddress();
  const [moving, setMoving] = useState<AddressEnd | null>(null);
  const ends = endsNeedingReview(order);
  if (ends.length === 0) return null;
  const pointOf = (end: AddressEnd) => ({
    latitude: Number(end === 'pickup' ? order.pickupLatitude : order.deliveryLatitude),
    longitude: Number(end === 'pickup' ? order.pickupLongitude : order.deliveryLongitude),
  });
  const addressOf = (end: AddressEnd) => (end === 'pickup' ? order.pickupAddress : order.deliveryAddress);
  const refusal =
    moving && confirm.isError && confirm.variables?.point
      ? serverMessage(confirm.error, t('pin.failed'))
      : null;
  return (
    <div className="mt-1 space-y-1">
      {ends.map((end) => {
        const precision = end === 'pickup' ? order.pickupPrecision : order.deliveryPrecision;
        const address = addressOf(end);
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
              pending={confirm.isPending && confirm.variables?.end === end && !confirm.variables.point}
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
            <Button
              size="sm"
              variant="outline"
              className="h-7 px-2 text-xs"
              aria-label={t('pin.moveLabel', { end: t(`pin.end.${end}`), number: order.displayNumber })}
              onClick={() => {
                confirm.reset();
                setMoving(end);
              }}
            >
              <MapPinned aria-hidden="true" />
              {t('pin.move')}
            </Button>
          </div>
        );
      })}
      {moving ? (
        <PinDialog
          open
          onOpenChange={(open) => (open ? undefined : setMoving(null))}
          end={moving}
          address={addressOf(moving)}
          start={pointOf(moving)}
          saveLabel="pin.saveAndConfirm"
          pending={confirm.isPending}
          error={refusal}
          onSave={(point) =>
            confirm.mutate(
              { order, end: moving, point },
              {
                onSuccess: () => {
                  setMoving(null);
                  toast({ title: t('pin.saved'), description: addressOf(moving) });
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
