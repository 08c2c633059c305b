/**
 * Keyboard alone, no mouse and no element.focus(): a client books a delivery on /dashboard and pays
 * for it, and rates a delivered order. Every step is Tab / Shift+Tab, typing, arrows, Space and
 * Enter, and the controls reached show a visible focus indicator on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { DELIVERY, PICKUP } from '../client/dashboard';
import { signUpClient } from '../support/api';
import { toasts } from '../support/pages';
import { deliveredOrder, expectVisibleFocus, tabTo } from './support';

/** Types as a person does, key by key, into whatever holds the focus. */
const type = (page: Page, text: string) => page.keyboard.type(text);

test('a client books and pays for a delivery with the keyboard alone', async ({ page }) => {
  // Two debounced address searches, two verifications, pricing and the 1 s test payment.
  test.setTimeout(90_000);
  // A fresh client: the demo client's dashboard lists every unpaid order other specs left, each with
  // its own Pay and Cancel stops before the form.
  const { userId: clientId } = await signUpClient(page);
  await page.goto('/dashboard');
  const form = page.getByRole('region', { name: 'New Delivery Request' });
  await expect(form.getByRole('region', { name: 'Price estimate' })).toBeVisible();

  // The first Tab reaches the skip link, which jumps past the navigation.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');

  const service = form.getByLabel('Service type');
  await tabTo(page, service, { max: 15 });
  await expectVisibleFocus(service);
  // Arrows change a closed select: prescription -> equipment -> laboratory sample.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(service).toHaveValue('laboratory_sample');

  // Tab enters the priority group on the checked radio; an arrow moves and chooses.
  await page.keyboard.press('Tab');
  const standard = form.getByRole('radio', { name: 'Standard', exact: true });
  const express = form.getByRole('radio', { name: 'Express', exact: true });
  await expect(standard).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(express).toBeChecked();
  // The radio's label draws the ring around the whole option.
  await expectVisibleFocus(express, express.locator('xpath=ancestor::label[1]'));

  await page.keyboard.press('Tab');
  await chooseAddress(page, 'Pickup', PICKUP, 'Space');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Pickup contact name')).toBeFocused();
  await type(page, 'Front desk');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Pickup contact phone')).toBeFocused();
  await type(page, '713-555-0101');

  await page.keyboard.press('Tab');
  await chooseAddress(page, 'Delivery', DELIVERY, 'Enter');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Delivery contact name')).toBeFocused();
  await type(page, 'Maria Lopez');

  // Past the optional phone, date and time slot (a date input has a stop per part) to the item.
  const item = form.getByLabel('Item description');
  await tabTo(page, item, { max: 8 });
  await expectVisibleFocus(item);
  await type(page, 'Blood samples, keep upright');

  // The price is the route's own before the request goes.
  const price = form.getByRole('region', { name: 'Price estimate' });
  await expect(price.getByText('Priced for the route between your two addresses.')).toBeVisible();
  const total = (await price.getByTestId('price-total').textContent())!.replace('$', '');

  const submit = form.getByRole('button', { name: 'Submit Request' });
  // Past the pieces (each a kind, a temperature and Remove, then Add a piece) to Submit.
  await tabTo(page, submit, { max: 20 });
  await expectVisibleFocus(submit);
  // Shift+Tab goes back into the form and Tab returns: the order is the reading order.
  await page.keyboard.press('Shift+Tab');
  await expect(submit).not.toBeFocused();
  await tabTo(page, submit, { max: 3 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=\\d+&amount=${total.replace('.', '\\.')}$`));
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const pay = page.getByRole('button', { name: `Pay $${total} in test mode` });
  await expect(pay).toBeVisible();
  await tabTo(page, pay, { max: 25 });
  await expectVisibleFocus(pay);
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Test Payment Successful!')).toBeVisible();
  await expect(page).toHaveURL(`/orders/${orderId}/confirmation`);

  // The order is the one typed, and it is paid.
  const response = await page.request.get(`/api/orders/${orderId}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    clientId,
    status: 'confirmed',
    serviceType: 'laboratory_sample',
    priority: 'express',
    pickupAddress: PICKUP.picked,
    pickupContactName: 'Front desk',
    pickupContactPhone: '713-555-0101',
    deliveryAddress: DELIVERY.picked,
    deliveryContactName: 'Maria Lopez',
    itemDescription: 'Blood samples, keep upright',
    totalCost: total,
  });
});

/** A new client through the public sign-up, signed in on the page's own cookies; its user id. */
/**
 * With the focus in the address field: types the start, waits for the suggestions, ArrowDown and
 * Enter pick the first, then Tab reaches the verification's Confirm and `press` confirms it.
 */
async function chooseAddress(
  page: Page,
  end: 'Pickup' | 'Delivery',
  address: { typed: string; picked: string },
  press: 'Space' | 'Enter',
) {
  const field = page.getByRole('combobox', { name: `${end} address` });
  await expectVisibleFocus(field);
  await type(page, address.typed);
  const first = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first();
  await expect(first).toHaveText(address.picked);
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(address.picked);
  const confirm = page.getByRole('button', { name: `Confirm ${end.toLowerCase()} address` });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(confirm);
  await page.keyboard.press(press);
  await expect(
    page.getByRole('group', { name: end }).getByText('Address confirmed', { exact: true }),
  ).toBeVisible();
}

test('a client rates a delivered order with the keyboard alone', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A fresh client: Order History holds this one delivery, not the demo client's every order.
  await signUpClient(page);
  const order = await deliveredOrder(browser, page.request);
  await page.goto('/orders');

  const search = page.getByLabel('Search orders');
  await tabTo(page, search, { max: 20 });
  await expectVisibleFocus(search);
  await type(page, order.displayNumber);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);

  const toggle = rows.locator('button[aria-expanded]');
  await tabTo(page, toggle, { max: 10 });
  await expectVisibleFocus(toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const track = rows.getByRole('button', { name: 'Track Order' });
  await tabTo(page, track, { max: 6 });
  await expectVisibleFocus(track);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Rate your delivery' });
  await expect(dialog).toBeVisible();
  const oneStar = dialog.getByRole('radio', { name: '1 star' });
  // The radios are visually hidden; the star beside each draws the ring.
  const starIcon = (radio: typeof oneStar) => radio.locator('xpath=ancestor::label[1]//*[name()="svg"]');
  // The dialog takes the focus; Tab stays inside it and reaches the stars.
  await tabTo(page, oneStar, { max: 3 });
  await expectVisibleFocus(oneStar, starIcon(oneStar));
  await page.keyboard.press('Space');
  await expect(oneStar).toBeChecked();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const fourStars = dialog.getByRole('radio', { name: '4 stars' });
  await expect(fourStars).toBeChecked();
  await expectVisibleFocus(fourStars, starIcon(fourStars));

  await page.keyboard.press('Tab');
  const feedback = dialog.getByLabel('Feedback (optional)');
  await expectVisibleFocus(feedback);
  await type(page, 'Handed over at the lab window, thank you.');

  const submit = dialog.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit, { max: 3 });
  await expectVisibleFocus(submit);
  // One step back lands on Not now, one forward on Submit again.
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(dialog.getByRole('button', { name: 'Not now' }));
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Your rating has been submitted.')).toBeVisible();
  const saved = await (await page.request.get(`/api/orders/${order.id}/rating`)).json();
  expect(saved.client).toMatchObject({ rating: 4, feedback: 'Handed over at the lab window, thank you.' });
});
