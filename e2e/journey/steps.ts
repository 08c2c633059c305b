/**
 * What the people of the whole journey do with their hands, where no other folder's helper does
 * it the same way: pick an address with the mouse, hand over a secure document with ID and
 * signature, tap a star.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { orderForm, suggestions } from '../client/dashboard';
import { signOnPad } from '../custody/support';
import { nextStepBar, scanEveryPiece } from '../driver/support';

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
