/**
 * The English of the shared tables (service types, priorities, statuses, the driver's steps, piece
 * kinds, ID types, proof parts...), taken from those tables so each word keeps one home: the
 * catalogue only gives every entry a key, which the Spanish catalogue then translates.
 */
import { FIELD_GROUP_LABELS } from '@domain/field-groups';
import { BILLING_CYCLE_LABELS, INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@domain/invoice-words';
import { TEMPERATURE_LABELS } from '@domain/temperature-classes';
import { APPROVAL_REJECTED, AWAITING_APPROVAL } from '@domain/driver-approval';
import { DELIVER_BY, PICK_UP_BY, PROMISE_WORDING } from '@domain/service-levels';
import { PRICE_LINE_WORDING } from '@domain/price-lines';
import { DRIVER_STEPS, PROGRESS_STEPS } from '@domain/order-state';
import { PUBLIC_LINK_INVALID, PUBLIC_STATUS_LABELS } from '@domain/public-status';
import { EXCEPTION_REASON_LABELS, PIECE_KIND_LABELS } from '@domain/piece-kinds';
import { ID_TYPE_LABELS, MISSING_PROOF_WORDS } from '@domain/proof-words';
import { PROOF_REQUIREMENTS } from '@domain/proof-requirements';
import { CHAT_CLOSED, CHAT_NOT_OPEN } from '@domain/chat-refusals';
import { EVENT_LABELS } from '@domain/notification-events';
import { INBOUND_STATUS_WORDS } from '@domain/inbound-status-words';
import { AGING_LABELS } from '@domain/aging';
import { CLIENT_STATUS_WORDING, CONFIRMED_STEP_WORDING } from '@domain/client-status';
import { RATING_REQUIRED } from '@domain/rating-words';
import {
  PAYMENT_STATE_LABELS,
  PRIORITY_LABELS,
  SERVICE_LABELS,
  STATUS_LABELS,
  TIME_SLOT_LABELS,
} from '@web/lib/order-labels';

/** { a: 'A' } under 'kind' -> { 'kind.a': 'A' }, its keys kept in the type. */
function keyed<P extends string, K extends string>(prefix: P, table: Readonly<Record<K, string>>) {
  return Object.fromEntries(Object.entries(table).map(([key, text]) => [`${prefix}.${key}`, text])) as Record<
    `${P}.${K}`,
    string
  >;
}

const byAction = <F extends 'label' | 'toast'>(field: F) =>
  Object.fromEntries(DRIVER_STEPS.map((step) => [step.action, step[field] as string])) as Record<
    (typeof DRIVER_STEPS)[number]['action'],
    string
  >;

type ProgressStatus = (typeof PROGRESS_STEPS)[number]['status'];
const progress = <F extends 'label' | 'description'>(field: F) =>
  Object.fromEntries(PROGRESS_STEPS.map((step) => [step.status, step[field] as string])) as Record<
    ProgressStatus,
    string
  >;

const proofLabels = Object.fromEntries(
  Object.entries(PROOF_REQUIREMENTS).map(([kind, row]) => [kind, row.label]),
) as Record<keyof typeof PROOF_REQUIREMENTS, string>;

const clientStatusLabels = Object.fromEntries(
  Object.entries(CLIENT_STATUS_WORDING).map(([key, row]) => [key, row.label]),
) as Record<keyof typeof CLIENT_STATUS_WORDING, string>;
const clientStatusDetails = Object.fromEntries(
  Object.entries(CLIENT_STATUS_WORDING).map(([key, row]) => [key, row.description]),
) as Record<keyof typeof CLIENT_STATUS_WORDING, string>;

const confirmedStepLabels = Object.fromEntries(
  Object.entries(CONFIRMED_STEP_WORDING).map(([key, row]) => [key, row.label]),
) as Record<keyof typeof CONFIRMED_STEP_WORDING, string>;
const confirmedStepDetails = Object.fromEntries(
  Object.entries(CONFIRMED_STEP_WORDING).map(([key, row]) => [key, row.description]),
) as Record<keyof typeof CONFIRMED_STEP_WORDING, string>;

/** The desk's words for the statuses it lists (the others never reach it). */
const inboundWords = INBOUND_STATUS_WORDS as Readonly<
  Record<
    'confirmed' | 'assigned' | 'pickup_scheduled' | 'pickup_complete' | 'in_transit' | 'delivered',
    string
  >
>;

export const DOMAIN_EN = {
  ...keyed('service', SERVICE_LABELS),
  ...keyed('priority', PRIORITY_LABELS),
  ...keyed('status', STATUS_LABELS),
  ...keyed('timeSlot', TIME_SLOT_LABELS),
  ...keyed('step', byAction('label')),
  ...keyed('stepDone', byAction('toast')),
  ...keyed('pieceKind', PIECE_KIND_LABELS),
  ...keyed('exceptionReason', EXCEPTION_REASON_LABELS),
  ...keyed('idType', ID_TYPE_LABELS),
  ...keyed('proofKind', proofLabels),
  ...keyed('missingProof', MISSING_PROOF_WORDS),
  ...keyed('temperature', TEMPERATURE_LABELS),
  ...keyed('fieldGroup', FIELD_GROUP_LABELS),
  ...keyed('billingCycle', BILLING_CYCLE_LABELS),
  ...keyed('publicStatus', PUBLIC_STATUS_LABELS),
  ...keyed('clientStatus', clientStatusLabels),
  ...keyed('clientStatusDetail', clientStatusDetails),
  ...keyed('paymentState', PAYMENT_STATE_LABELS),
  ...keyed('confirmedStep', confirmedStepLabels),
  ...keyed('confirmedStepDetail', confirmedStepDetails),
  ...keyed('progress', progress('label')),
  ...keyed('progressDetail', progress('description')),
  ...keyed('notificationEvent', EVENT_LABELS),
  ...keyed('inboundStatus', inboundWords),
  ...keyed('aging', AGING_LABELS),
  ...keyed('invoiceStatus', INVOICE_STATUS_LABELS),
  ...keyed('paymentMethod', PAYMENT_METHOD_LABELS),
  ...keyed('promise', PROMISE_WORDING),
  ...keyed('priceLine', PRICE_LINE_WORDING),
  'public.invalid': PUBLIC_LINK_INVALID,
  'public.pickUpBy': PICK_UP_BY,
  'deadline.deliverBy': `${DELIVER_BY} {time}`,
  'deadline.deliverByLabel': DELIVER_BY,
  'deadline.pickUpByLabel': PICK_UP_BY,
  'client.estimate.promise': `{lead}: ${PICK_UP_BY.toLowerCase()} {pickup}, ${DELIVER_BY.toLowerCase()} {deliver}.`,
  'deadline.pickUpBy': `${PICK_UP_BY} {time}`,
  'driver.details.pickUpBy': `${PICK_UP_BY.toLowerCase()} {time}`,
  'driver.details.deliverBy': `${DELIVER_BY.toLowerCase()} {time}`,
  'approval.waiting': AWAITING_APPROVAL,
  'approval.rejected': `${APPROVAL_REJECTED}.`,
  'chat.closed': CHAT_CLOSED,
  'chat.notOpen': CHAT_NOT_OPEN,
  'rating.required': RATING_REQUIRED,
};
