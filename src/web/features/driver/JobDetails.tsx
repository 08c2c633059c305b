/**
 * What each step of a job needs, so the driver never has to ask: the item and the
 * client's special instructions, both contacts with tap-to-call, the scheduled window, and the
 * proof the hand-overs require. Plain text everywhere: these are the client's words.
 */
import { BadgeCheck, Camera, FileSignature, IdCard, Phone, Thermometer, type LucideIcon } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { proofRequirements, type ProofKind } from '@domain/proof-requirements';
import { useMessages, type Messages } from '@web/i18n';

/**
 * 'Express · pick up by Mon, Jan 5, 10:00 AM CST · deliver by Mon, Jan 5, 12:00 PM CST': the
 * service level and its deadlines, worded by the service-level table.
 */
export function scheduledWindow(
  order: Pick<OrderResponse, 'priority' | 'preferredTimeSlot' | 'pickupBy' | 'deliverBy'>,
  { t, zonedTime }: Messages,
) {
  const parts: string[] = [t(`priority.${order.priority}`)];
  if (order.preferredTimeSlot) parts.push(t(`timeSlot.${order.preferredTimeSlot}`));
  parts.push(t('driver.details.pickUpBy', { time: zonedTime(order.pickupBy) }));
  parts.push(t('driver.details.deliverBy', { time: zonedTime(order.deliverBy) }));
  return parts.join(' · ');
}

export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  const { t } = useMessages();
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={label ? t('driver.callNamed', { name: label, phone }) : t('driver.call', { phone })}
      className="inline-flex min-h-11 items-center gap-1.5 font-medium text-teal-800 underline-offset-4 hover:underline"
    >
      <Phone className="size-4" aria-hidden="true" />
      {phone}
    </a>
  );
}

function Contact({ title, name, phone }: { title: string; name: string | null; phone: string | null }) {
  const { t } = useMessages();
  return (
    <div>
      <dt className="text-xs text-slate-500">{title}</dt>
      <dd className="text-slate-900">
        {name ? <span className="block font-medium">{name}</span> : null}
        {phone ? <PhoneLink phone={phone} label={name ?? title} /> : null}
        {!name && !phone ? <span className="text-slate-500">{t('driver.card.notGiven')}</span> : null}
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
  const m = useMessages();
  const { t } = m;
  return (
    <section
      aria-label={t('driver.details.label')}
      className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm"
    >
      <dl className="space-y-3">
        <div>
          <dt className="text-xs text-slate-500">{t('driver.details.item')}</dt>
          <dd className="font-medium whitespace-pre-line text-slate-900">{order.itemDescription}</dd>
        </div>
        {order.specialInstructions ? (
          <div className="rounded-md bg-amber-50 p-2">
            <dt className="text-xs font-semibold text-amber-900">{t('driver.details.instructions')}</dt>
            <dd className="whitespace-pre-line text-slate-900">{order.specialInstructions}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-slate-500">{t('driver.details.service')}</dt>
          <dd className="text-slate-900">{scheduledWindow(order, m)}</dd>
        </div>
        <Contact
          title={t('driver.details.pickupContact')}
          name={order.pickupContactName}
          phone={order.pickupContactPhone}
        />
        <Contact
          title={t('driver.details.deliveryContact')}
          name={order.deliveryContactName}
          phone={order.deliveryContactPhone}
        />
        <div>
          <dt className="text-xs text-slate-500">{t('driver.details.proof')}</dt>
          <dd className="flex flex-wrap gap-2">
            {needs.length === 0 ? (
              <span className="inline-flex items-center gap-1 text-slate-700">
                <BadgeCheck className="size-4" aria-hidden="true" /> {t('driver.details.noProof')}
              </span>
            ) : (
              needs.map(({ kind, detail }) => {
                const Icon = PROOF_ICONS[kind];
                return (
                  <span
                    key={kind}
                    // The detail names the order's own figures in English words; a Spanish
                    // reader has the label alone rather than a half-translated sentence.
                    title={m.language === 'en' ? detail : undefined}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800"
                  >
                    <Icon className="size-4" aria-hidden="true" /> {t(`proofKind.${kind}`)}
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
