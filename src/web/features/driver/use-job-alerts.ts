/**
 * What dispatch does to this driver's work is said out loud: a job assigned by dispatch (the
 * driver did not tap Accept, so it would otherwise appear silently) and a job dispatch cancelled
 * (only possible before pickup: the driver must not go on). The lists refresh through the socket.
 */
import { displayNumber } from '@domain/display';
import { toast } from '@web/components/ui/use-toast';
import { useLiveEvent } from '@web/lib/use-live-socket';

export function useJobAlerts(driverId: number): void {
  useLiveEvent('order_assigned', (event) => {
    if (event.order.driverId !== driverId) return;
    toast({
      variant: 'success',
      title: 'New Job Assigned',
      description: `Dispatch assigned #${displayNumber(event.order.id)} to you. It is in Active Deliveries.`,
    });
  });
  useLiveEvent('order_status_update', (event) => {
    if (event.order.driverId !== driverId || event.order.status !== 'cancelled') return;
    toast({
      variant: 'destructive',
      title: 'Job Cancelled',
      description: `Dispatch cancelled #${displayNumber(event.order.id)}: no need to pick it up.`,
    });
  });
}
