/**
 * What each step of a job needs, so the driver never has to ask: the item and the
 * client's special instructions, both contacts with tap-to-call, the scheduled window, and the
 * proof the hand-overs require. Plain text everywhere: these are the client's words.
 */
import { BadgeCheck, Camera, FileSignature, IdCard, Phone, Thermometer, type LucideIcon } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { proofRequirements, type ProofKind } from '@domain/proof-requirements';
import { DELIVER_BY, deadlineText, PICK_UP_BY, SERVICE_LEVELS } from '@domain/service-levels';
import { TIME_SLOT_LABELS } from '@web/lib/order-labels';

/**
 * 'Express · pick up by Mon, Jan 5, 10:00 AM CST · deliver by Mon, Jan 5, 12:00 PM CST': the
 * service level and its deadlines, worded by the service-level table.
 */
export function scheduledWindow(
  order: Pick<OrderResponse, 'priority' | 'preferredTimeSlot' | 'pickupBy' | 'deliverBy'>,
) {
  const parts: string[] = [SERVICE_LEVELS[order.priority].label];
  if (order.preferredTimeSlot) parts.push(TIME_SLOT_LABELS[order.preferredTimeSlot]);
  parts.push(`${PICK_UP_BY.toLowerCase()} ${deadlineText(order.pickupBy)}`);
  parts.push(`${DELIVER_BY.toLowerCase()} ${deadlineText(order.deliverBy)}`);
  return parts.join(' · ');
}

export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={label ? `Call ${label}: ${phone}` : `Call ${phone}`}
      className="inline-flex min-h-11 items-center gap-1.5 font-medium text-teal-800 underline-offset-4 hover:underline"
    >
      <Phone className="size-4" aria-hidden="true" />
      {phone}
    </a>
  );
}

function Contact({ title, name, phone }: { title: string; name: string | null; phone: string | null }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{title}</dt>
      <dd className="text-slate-900">
        {name ? <span className="block font-medium">{name}</span> : null}
        {phone ? <PhoneLink phone={phone} label={name ?? title} /> : null}
        {!name && !phone ? <span className="text-slate-500">Not given</span> : null}
      </dd>
    </div>
  );
}

const PROOF_ICONS: Readonly<Record<ProofKind, LucideIcon>> = {
  signature: FileSignature,
  id: IdCard,
  photo: Camera,
  temperature: Thermometer,
};

export function JobDetails({ order }: { order: OrderResponse }) {
  const needs = proofRequirements(order);
  return (
    <section aria-label="Job details" className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm">
      <dl className="space-y-3">
        <div>
          <dt className="text-xs text-slate-500">Item</dt>
          <dd className="font-medium whitespace-pre-line text-slate-900">{order.itemDescription}</dd>
        </div>
        {order.specialInstructions ? (
          <div className="rounded-md bg-amber-50 p-2">
            <dt className="text-xs font-semibold text-amber-900">Special instructions</dt>
            <dd className="whitespace-pre-line text-slate-900">{order.specialInstructions}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-slate-500">Service and deadlines</dt>
          <dd className="text-slate-900">{scheduledWindow(order)}</dd>
        </div>
        <Contact title="Pickup contact" name={order.pickupContactName} phone={order.pickupContactPhone} />
        <Contact
          title="Delivery contact"
          name={order.deliveryContactName}
          phone={order.deliveryContactPhone}
        />
        <div>
          <dt className="text-xs text-slate-500">Proof at hand-over</dt>
          <dd className="flex flex-wrap gap-2">
            {needs.length === 0 ? (
              <span className="inline-flex items-center gap-1 text-slate-700">
                <BadgeCheck className="size-4" aria-hidden="true" /> None required
              </span>
            ) : (
              needs.map(({ kind, label, detail }) => {
                const Icon = PROOF_ICONS[kind];
                return (
                  <span
                    key={kind}
                    title={detail}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800"
                  >
                    <Icon className="size-4" aria-hidden="true" /> {label}
                  </span>
                );
              })
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
