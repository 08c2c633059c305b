/**
 * A job this driver just delivered, kept on the Active tab (the server's active list drops it) so
 * the driver sees plainly that it is done, can rate the client straight away, and moves on to the
 * next job only by choosing to.
 */
import { useState } from 'react';
import { PackageCheck } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { RatingDialog, useOrderRatings } from '@web/features/ratings';
import { useMessages } from '@web/i18n';

type Props = {
  order: OrderResponse;
  /** Jobs still under way: the dismiss button then says where it leads. */
  waiting: number;
  onDismiss: () => void;
};

export function DeliveredCard({ order, waiting, onDismiss }: Props) {
  const [rating, setRating] = useState(false);
  const { t } = useMessages();
  const ratings = useOrderRatings(order.id, true);
  const rated = ratings.data?.driver != null;
  const client = order.client;
  const clientName =
    client?.organizationName ||
    (client ? `${client.firstName} ${client.lastName}` : t('driver.card.theClient'));

  return (
    <Card
      aria-label={t('driver.delivered.label', { number: order.displayNumber })}
      className="space-y-3 border-emerald-200 bg-emerald-50/60 p-4"
    >
      <div className="flex items-center gap-3">
        <PackageCheck className="size-8 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <h3 className="text-xl font-bold text-emerald-900">{t('driver.delivered.title')}</h3>
          <p className="font-semibold text-slate-900">#{order.displayNumber}</p>
          <p className="text-sm text-slate-700">
            {rated
              ? t('driver.delivered.thanks', { name: clientName })
              : t('driver.delivered.howWas', { name: clientName })}
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        {rated ? null : (
          <Button
            size="lg"
            className="h-12 flex-1"
            onClick={() => setRating(true)}
            disabled={ratings.isPending}
          >
            {t('driver.delivered.rate')}
          </Button>
        )}
        <Button size="lg" variant="outline" className="h-12 flex-1" onClick={onDismiss}>
          {waiting > 0 ? t('driver.delivered.next', { count: waiting }) : t('driver.delivered.done')}
        </Button>
      </div>
      <RatingDialog
        orderId={order.id}
        displayNumber={order.displayNumber}
        side="driver"
        counterpart={clientName}
        open={rating}
        onOpenChange={setRating}
      />
    </Card>
  );
}
