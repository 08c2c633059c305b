/**
 * Which rows just changed, from the live frames: a brief background pulse on the row (new order
 * or status change) and a 'New' marker on orders booked while the console is open. The marker
 * stays while the order waits for a decision (pending); the pulse fades after PULSE_MS.
 * A polite live region says the same words for screen-reader users.
 */
import { useEffect, useRef, useState } from 'react';
import { displayNumber } from '@domain/display';
import { useLiveEvent } from '@web/lib/use-live-socket';

export const PULSE_MS = 6_000;

export type Highlights = {
  /** Rows pulsing now. */
  pulsing: ReadonlySet<number>;
  /** Orders that arrived while this console was open. */
  fresh: ReadonlySet<number>;
  /** The latest sentence for the live region. */
  announcement: string;
};

const STATUS_WORDS: Record<string, string> = {
  confirmed: 'confirmed',
  assigned: 'assigned to a driver',
  pickup_scheduled: 'on the way to pickup',
  pickup_complete: 'picked up',
  in_transit: 'in transit',
  delivered: 'delivered',
  cancelled: 'cancelled',
  declined: 'declined',
};

export function useOrderHighlights(): Highlights {
  const [pulsing, setPulsing] = useState<ReadonlySet<number>>(() => new Set());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const pulse = (id: number) => {
    setPulsing((set) => new Set(set).add(id));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setPulsing((set) => {
          const next = new Set(set);
          next.delete(id);
          return next;
        });
      }, PULSE_MS),
    );
  };

  useLiveEvent('new_order', ({ order }) => {
    setFresh((set) => new Set(set).add(order.id));
    pulse(order.id);
    setAnnouncement(`New order #${displayNumber(order.id)} received`);
  });
  const changed = ({ order }: { order: { id: number; status: string } }) => {
    pulse(order.id);
    const words = STATUS_WORDS[order.status];
    if (words) setAnnouncement(`Order #${displayNumber(order.id)} ${words}`);
  };
  useLiveEvent('order_status_update', changed);
  useLiveEvent('order_assigned', changed);
  useLiveEvent('order_accepted', changed);

  return { pulsing, fresh, announcement };
}
