/**
 * The client's Move pin actions on an Order History row, before pickup: the pickup or delivery
 * pin dragged (or nudged with the arrow keys) to the right door. The server checks the point is
 * near the address; dispatch still confirms an approximate address.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MapPinned } from 'lucide-react';
import { pinMovable, type AddressEnd } from '@domain/addresses';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { PinDialog, type Point } from '@web/components/map';
import { useMessages } from '@web/i18n';
import { moveOwnPin } from './api/move-pin';
import { orderKeys } from '@web/lib/orders';

const ENDS: readonly AddressEnd[] = ['pickup', 'delivery'];

export function MoveOwnPin({ order }: { order: OrderResponse }) {
  const { t, errorText } = useMessages();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<AddressEnd | null>(null);
  const addressOf = (end: AddressEnd) => (end === 'pickup' ? order.pickupAddress : order.deliveryAddress);
  const move = useMutation({
    mutationFn: ({ end, point }: { end: AddressEnd; point: Point }) => moveOwnPin(order.id, end, point),
    onSuccess: async (_answer, { end }) => {
      setMoving(null);
      toast({ variant: 'success', title: t('pin.saved'), description: addressOf(end) });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  if (!pinMovable(order.status)) return null;
  const pointOf = (end: AddressEnd) => ({
    latitude: Number(end === 'pickup' ? order.pickupLatitude : order.deliveryLatitude),
    longitude: Number(end === 'pickup' ? order.pickupLongitude : order.deliveryLongitude),
  });
  return (
    <>
      {ENDS.map((end) => (
        <Button
          key={end}
          size="sm"
          variant="outline"
          aria-label={t('pin.moveLabel', { end: t(`pin.end.${end}`), number: order.displayNumber })}
          onClick={() => {
            move.reset();
            setMoving(end);
          }}
        >
          <MapPinned aria-hidden="true" />
          {t('pin.title', { end: t(`pin.end.${end}`) })}
        </Button>
      ))}
      {moving ? (
        <PinDialog
          open
          onOpenChange={(open) => (open ? undefined : setMoving(null))}
          end={moving}
          address={addressOf(moving)}
          start={pointOf(moving)}
          saveLabel="pin.save"
          pending={move.isPending}
          error={move.isError ? errorText(move.error, 'pin.failed') : null}
          onSave={(point) => move.mutate({ end: moving, point })}
        />
      ) : null}
    </>
  );
}
