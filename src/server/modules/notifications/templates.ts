/**
 * The texts of the notifications: plain and short, no HTML. They name the order by its display
 * number and carry no text a user typed (names, notes, item descriptions stay in the app), so
 * nothing in them can be markup or a forged line. Links are written with ORIGIN in front, put in
 * by the worker at sending time from PUBLIC_BASE_URL.
 */
import type { NotificationEvent } from '@domain/notifications';

export const ORIGIN = '{{origin}}';

export interface TemplateInput {
  displayNumber: string;
  /** The public tracking link's token (/t/<token>). */
  trackingToken: string;
  orderId: number;
  /** The order's client gets the custody certificate; the recipient only the tracking link. */
  audience: 'client' | 'recipient';
}

export interface Rendered {
  subject: string;
  text: string;
}

export function renderNotification(event: NotificationEvent, input: TemplateInput): Rendered {
  const n = input.displayNumber;
  const track = `${ORIGIN}/t/${input.trackingToken}`;
  const certificate = `${ORIGIN}/orders/${input.orderId}/custody`;
  const sign = '\n\nMedLink courier service';
  switch (event) {
    case 'order_confirmed':
      return {
        subject: `MedLink ${n}: order confirmed`,
        text: `Order ${n} is confirmed. We will tell you when a driver is on the way.\nTrack it: ${track}${sign}`,
      };
    case 'driver_on_the_way':
      return {
        subject: `MedLink ${n}: driver on the way`,
        text: `A driver is on the way for order ${n}.\nFollow it live: ${track}${sign}`,
      };
    case 'picked_up':
      return {
        subject: `MedLink ${n}: picked up`,
        text: `Order ${n} has been picked up and is heading to its destination.\nTrack it: ${track}${sign}`,
      };
    case 'delivered':
      return {
        subject: `MedLink ${n}: delivered`,
        text:
          input.audience === 'client'
            ? `Order ${n} has been delivered.\nCustody certificate: ${certificate}${sign}`
            : `Order ${n} has been delivered.\nDetails: ${track}${sign}`,
      };
  }
}

/** The links are the only variable part; the origin is fixed when the message leaves. */
export const withOrigin = (text: string, origin: string) =>
  text.split(ORIGIN).join(origin.replace(/\/+$/, ''));
