/**
 * The texts of the notifications: plain and short, no HTML. They name the order by its display
 * number and carry no free text a user typed (notes, item descriptions, people's names stay in the
 * app), so nothing in them can be markup or a forged line. The one exception is the sender's name
 * in the recipient's texts, reduced to letters, digits and spaces (senderNameForMessage) so it can
 * be neither a link nor a second line. Links are written with ORIGIN in front, put in by the
 * worker at sending time from PUBLIC_BASE_URL.
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
  /** Who sends the delivery, for the recipient (already reduced by senderNameForMessage). */
  senderName?: string;
  /**
   * Where the order stands in the client's words (client-status.ts), for the client's
   * confirmation: "Paid — waiting for a driver", "Approved — waiting for a driver".
   */
  clientStatus?: string;
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
  // The recipient did not book: each text says who is sending.
  const from = input.audience === 'recipient' && input.senderName ? ` from ${input.senderName}` : '';
  switch (event) {
    case 'order_confirmed':
      if (input.audience === 'client' && input.clientStatus) {
        return {
          subject: `MedLink ${n}: ${input.clientStatus}`,
          text: `Order ${n}: ${input.clientStatus}. We will tell you when a driver is on the way.\nTrack it: ${track}${sign}`,
        };
      }
      return {
        subject: `MedLink ${n}: order confirmed`,
        text: `Order ${n}${from} is confirmed. We will tell you when a driver is on the way.\nTrack it: ${track}${sign}`,
      };
    case 'driver_on_the_way':
      return {
        subject: `MedLink ${n}: driver on the way`,
        text: `A driver is on the way for order ${n}${from}.\nFollow it live: ${track}${sign}`,
      };
    case 'picked_up':
      return {
        subject: `MedLink ${n}: picked up`,
        text: `Order ${n}${from} has been picked up and is heading to its destination.\nTrack it: ${track}${sign}`,
      };
    case 'delivered':
      return {
        subject: `MedLink ${n}: delivered`,
        text:
          input.audience === 'client'
            ? `Order ${n} has been delivered.\nCustody certificate: ${certificate}${sign}`
            : `Order ${n}${from} has been delivered.\nDetails: ${track}${sign}`,
      };
  }
}

/** The links are the only variable part; the origin is fixed when the message leaves. */
export const withOrigin = (text: string, origin: string) =>
  text.split(ORIGIN).join(origin.replace(/\/+$/, ''));
