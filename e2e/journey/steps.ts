/**
 * What the people of the journeys do with their hands, where no other folder's helper does it the
 * same way (pick an address with the mouse, hand over a secure document with ID and signature, tap
 * a star), and what the others do meanwhile through the API (an order as the server answers it, a driver's step) with the
 * service-level and client-status tables the screens are held to.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { clientStatus, type ClientStatusInput } from '../../src/domain/client-status';
import { computeDeadlines } from '../../src/domain/deadlines';
import type { Priority } from '../../src/domain/enums';
import type { ProofOrderFacts } from '../../src/domain/proof-requirements';
import { DELIVER_BY, deadlineText, PICK_UP_BY, SERVICE_LEVELS } from '../../src/domain/service-levels';
import { orderForm, suggestions } from '../client/dashboard';
import { signOnPad } from '../custody/support';
import { nextStepBar, scanEveryPiece, stepBody } from '../driver/support';
import { HOUSTON_BOOKING } from '../support/bookings';

export type Address = { typed: string; picked: string };

/** Types part of an address, picks the suggestion with the mouse and confirms the verified result. */
export async function pickAddress(page: Page, end: 'Pickup' | 'Delivery', address: Address) {
  const form = orderForm(page);
  const field = form.getByRole('combobox', { name: `${end} address` });
  await field.fill(address.typed);
  await suggestions(page).filter({ hasText: address.picked }).click();
  await expect(field).toHaveValue(address.picked);
  await form.getByRole('button', { name: `Confirm ${end.toLowerCase()} address` }).click();
}

/**
 * A secure-document hand-over on the phone: every piece scanned (its label typed), the expected
 * person's name, their ID and a signature drawn with the mouse; Confirm opens only once all of it
 * is there.
 */
export async function handOver(
  page: Page,
  step: 'Pickup' | 'Delivery',
  expectedName: string,
  idLast4: string,
  orderId: number,
) {
  await nextStepBar(page)
    .getByRole('button', { name: `Complete ${step}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Complete ${step}?` });
  const confirm = dialog.getByRole('button', { name: `Confirm ${step}` });
  // The order's contact is filled in as a real value the driver checks.
  await expect(
    dialog.getByLabel(step === 'Pickup' ? 'Name of the person handing over' : 'Name of the recipient'),
  ).toHaveValue(expectedName);
  await expect(dialog.getByText(/Filled in from the order/)).toBeVisible();
  await expect(confirm).toBeDisabled();
  await scanEveryPiece(dialog, page.request, orderId);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('ID type').selectOption({ label: "Driver's license" });
  await dialog.getByLabel('Last 4 of ID').fill(idLast4);
  await expect(confirm).toBeDisabled();
  const pad = dialog.getByTestId('signature-pad');
  await signOnPad(page, pad);
  await expect(pad).toHaveAttribute('data-signed', 'true');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
}

/** Taps a star as a person does: the radio itself is visually hidden behind its star. */
export async function chooseStars(dialog: Locator, stars: string) {
  // `has` is looked up inside each label, so it is built from the page, not from the dialog.
  const inLabel = dialog.page().getByRole('radio', { name: stars });
  await dialog.locator('label').filter({ has: inLabel }).click();
  await expect(dialog.getByRole('radio', { name: stars })).toBeChecked();
}

/** An order as the server answers it: what each journey holds the screens to. */
export type OrderAnswer = ClientStatusInput &
  ProofOrderFacts & {
    id: number;
    displayNumber: string;
    priority: Priority;
    totalCost: string;
    pickupBy: string;
    deliverBy: string;
    priceLines: { code: string; label: string; amount: string }[];
  };

export async function orderNow(request: APIRequestContext, id: number): Promise<OrderAnswer> {
  const response = await request.get(`/api/orders/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OrderAnswer;
}

/** The journeys' Houston run: medical equipment (no proof beyond the piece scans), at `priority`. */
export const equipmentRun = (priority: Priority) => ({
  ...HOUSTON_BOOKING,
  serviceType: 'medical_equipment',
  priority,
});

/** One driver step through the API (the piece scans the hand-overs need included). */
export async function driverStep(driver: APIRequestContext, id: number, status: string): Promise<void> {
  const moved = await driver.patch(`/api/orders/${id}/status`, { data: await stepBody(driver, id, status) });
  expect(moved.status(), await moved.text()).toBe(200);
}

export { TO_THE_DOOR } from '../driver/support';

/** The status words the order's client reads now, from the client-status table. */
export const statusWords = (order: ClientStatusInput) => clientStatus(order);

/**
 * The server set the order's deadlines by its service level: an ASAP level's pickup and delivery
 * windows both run from confirmation, a slot-bound level picks up its lead before the delivery.
 */
export function expectDeadlinesOfTheLevel(order: OrderAnswer): void {
  const level = SERVICE_LEVELS[order.priority];
  const gap = (Date.parse(order.deliverBy) - Date.parse(order.pickupBy)) / 60_000;
  expect(gap, `${order.priority}: minutes between pickup and delivery deadlines`).toBe(
    level.asap ? level.deliverWithinMinutes - level.pickupWithinMinutes : level.slotPickupLeadMinutes,
  );
}

/** The promise a level makes, as the booking form quotes it for an order confirmed at `now`. */
export function quotedAt(priority: Priority, now: Date): string {
  const due = computeDeadlines({ priority, scheduledDate: null, preferredTimeSlot: null }, now);
  return (
    `If confirmed now: ${PICK_UP_BY.toLowerCase()} ${deadlineText(due.pickupBy)}, ` +
    `${DELIVER_BY.toLowerCase()} ${deadlineText(due.deliverBy)}.`
  );
}

/** "$15.00": a fee of the table, as every price line writes it. */
export const feeAmount = (priority: Priority) => `$${(SERVICE_LEVELS[priority].feeCents / 100).toFixed(2)}`;
