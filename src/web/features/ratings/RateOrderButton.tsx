/**
 * A visible "Rate" action on a delivered order: the rating no longer hides behind the
 * tracking dialog. Once the client has rated, the button says so instead.
 */
import { useState } from 'react';
import { Star } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { useOrderRatings } from './api/get-order-ratings';
import { RatingDialog } from './RatingDialog';
import { useMessages } from '@web/i18n';

export function RateOrderButton({ order }: { order: OrderResponse }) {
  const [open, setOpen] = useState(false);
  const ratings = useOrderRatings(order.id, true);
  const given = ratings.data?.client;
  const { t } = useMessages();
  const driverName = order.driver ? `${order.driver.user.firstName} ${order.driver.user.lastName}` : null;
  if (given) {
    return (
      <span className="inline-flex h-9 items-center gap-1 px-2 text-sm text-slate-700">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        {t('rating.given', { rating: given.rating })}
      </span>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={ratings.isPending}>
        <Star aria-hidden="true" />
        {t('rating.rate')}
      </Button>
      <RatingDialog
        orderId={order.id}
        displayNumber={order.displayNumber}
        side="client"
        counterpart={driverName}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
