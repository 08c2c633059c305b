/**
 * What dispatch does to this driver's work is said out loud: a job assigned by dispatch (the
 * driver did not tap Accept, so it would otherwise appear silently) and a job dispatch cancelled
 * (only possible before pickup: the driver must not go on). The lists refresh through the socket.
 */
import { displayNumber } from '@domain/display';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { useLiveEvent } from '@web/lib/use-live-socket';

export function useJobAlerts(driverId: number): void {
  const { t } = useMessages();
  useLiveEvent('order_assigned', (event) => {
    if (event.order.driverId !== driverId) return;
    toast({
      variant: 'success',
      title: t('driver.alert.assigned'),
      description: t('driver.alert.assignedDetail', { number: displayNumber(event.order.id) }),
    });
  });
  useLiveEvent('order_status_update', (event) => {
    if (event.order.driverId !== driverId || event.order.status !== 'cancelled') return;
    toast({
      variant: 'destructive',
      title: t('driver.alert.cancelled'),
      description: t('driver.alert.cancelledDetail', { number: displayNumber(event.order.id) }),
    });
  });
}
