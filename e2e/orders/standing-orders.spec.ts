/**
 * A client sets up a standing order on a phone-sized screen and sees its upcoming
 * orders, booked by the server as ordinary orders; pausing shows at once, with the unpaid orders
 * it cancelled. A new client sets one up with everything a one-off order carries (cold chain,
 * contacts, instructions, proof), by keyboard where it counts, and sees the server's price first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectVisibleFocus, tabTo } from '../a11y/support';
import { DELIVERY, PICKUP } from '../client/dashboard';
import { signUpClient } from '../support/api';

test.use({ viewport: { width: 390, height: 844 } });

const address = (form: Locator, end: 'Pickup' | 'Delivery') =>
  form.getByRole('combobox', { name: `${end} address` });

/** Types the start of an address, picks the first suggestion with ArrowDown and Enter, confirms it. */
async function pickByKeyboard(page: Page, form: Locator, end: 'Pickup' | 'Delivery', where: typeof PICKUP) {
  const field = address(form, end);
  await field.focus();
  await page.keyboard.type(where.typed);
  const first = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first();
  await expect(first).toHaveText(where.picked);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(where.picked);
  const confirm = form.getByRole('button', { name: `Confirm ${end.toLowerCase()} address` });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm, { max: 4 });
  await expectVisibleFocus(confirm);
  await page.keyboard.press('Enter');
  await expect(
    form.getByRole('group', { name: end }).getByText('Address confirmed', { exact: true }),
  ).toBeVisible();
}

test('a client sets up a daily standing order and sees its upcoming orders', async ({ page }) => {
  // A new client: its page shows this one standing order and the orders booked for it alone.
  await signUpClient(page.request, { organization: 'Journey Pharmacy' });
  await page.goto('/standing-orders');
  await expect(page.getByRole('heading', { name: 'Standing orders', level: 1 })).toBeVisible();

  const form = page.locator('[aria-labelledby="new-standing-order-title"]');
  await form.getByLabel('Repeats').selectOption('daily');
  await form.getByLabel('Pickup time (Central)').fill('07:30');
  await address(form, 'Pickup').fill('6565 Fannin St, Houston, TX 77030');
  await address(form, 'Pickup').press('Escape');
  await address(form, 'Delivery').fill('1200 Main St, Houston, TX 77002');
  await address(form, 'Delivery').press('Escape');
  await form.getByLabel('Item description').fill('Morning specimens');
  await form.getByRole('button', { name: 'Set up standing order' }).click();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Every day at 07:30' }) })
    .first();
  await expect(card).toBeVisible();
  const upcoming = card.getByRole('region', { name: 'Upcoming orders' });
  // A week ahead is booked, from tomorrow (the default first day): seven orders.
  await expect(upcoming.getByText(/^ML-\d{4,}$/)).toHaveCount(7);
  await expect(
    card.getByRole('region', { name: 'Next days' }).getByRole('button', { name: /^Skip / }),
  ).toHaveCount(5);

  // The page fits the phone: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
  // The week already booked was not paid for: pausing cancelled it, and the card says so.
  await expect(card.getByRole('status')).toHaveText('7 orders booked ahead and not yet paid were cancelled.');
  await expect(upcoming.getByText('Cancelled', { exact: true })).toHaveCount(7);
});

test('a new client sets up a refrigerated standing order with contacts and instructions, priced first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpClient(page.request, { organization: 'Journey Pharmacy' });
  await page.goto('/standing-orders');
  const form = page.locator('[aria-labelledby="new-standing-order-title"]');
  await expect(form.getByRole('heading', { name: 'New standing order' })).toBeVisible();

  await form.getByLabel('Repeats').selectOption('weekly');
  // The days are checkboxes: Space ticks one, as a keyboard user would.
  await form.getByRole('checkbox', { name: 'Thu' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Thu' })).toBeChecked();
  await form.getByLabel('Pickup time (Central)').fill('07:30');
  await form.getByLabel('Temperature', { exact: true }).selectOption('refrigerated');

  // No figure until both ends are picked: the panel says what it needs.
  const panel = form.getByRole('region', { name: 'Price estimate' });
  await expect(panel.getByTestId('price-total')).toHaveCount(0);
  await expect(panel.getByText(/^Pick both addresses/)).toBeVisible();

  await pickByKeyboard(page, form, 'Pickup', PICKUP);
  await form.getByLabel('Pickup contact name').fill('Front desk');
  await form.getByLabel('Pickup contact phone').fill('(713) 555-0100');
  await pickByKeyboard(page, form, 'Delivery', DELIVERY);
  await form.getByLabel('Delivery contact name').fill('Pat Recipient');
  await form.getByLabel('Delivery contact phone').fill('(713) 555-0199');
  await form.getByLabel('Special instructions').fill('Ring the bell at the side door');
  await form.getByRole('checkbox', { name: 'Require a signature' }).check();

  // The server's quote for one run, and what each booked order will cost.
  await expect(panel.getByTestId('price-total')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(panel.getByText('Priced for the route between your two addresses.')).toBeVisible();
  await expect(form.getByTestId('standing-price-note')).toHaveText(/priced when it is booked/);
  await expectNoSeriousViolations(page, 'new standing order, priced');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Enter in a field sends the form.
  await form.getByLabel('Item description').fill('Insulin pens');
  await form.getByLabel('Item description').press('Enter');

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Weekly on Mon, Thu at 07:30' }) });
  await expect(card).toHaveCount(1);
  const mine = (await (await page.request.get('/api/recurring-orders')).json()) as {
    rrule: string;
    timeOfDay: string;
    template: Record<string, unknown>;
  }[];
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    rrule: 'FREQ=WEEKLY;BYDAY=MO,TH',
    timeOfDay: '07:30',
    template: {
      pickupAddress: PICKUP.picked,
      deliveryAddress: DELIVERY.picked,
      itemDescription: 'Insulin pens',
      temperatureClass: 'refrigerated',
      pickupContactName: 'Front desk',
      pickupContactPhone: '(713) 555-0100',
      deliveryContactName: 'Pat Recipient',
      deliveryContactPhone: '(713) 555-0199',
      specialInstructions: 'Ring the bell at the side door',
      requiresSignature: true,
    },
  });
  await expectNoSeriousViolations(page, 'standing orders, one set up');
});

test('the server’s refusal is shown on the field it names', async ({ page }) => {
  await signUpClient(page.request, { organization: 'Journey Pharmacy' });
  await page.goto('/standing-orders');
  const form = page.locator('[aria-labelledby="new-standing-order-title"]');
  // Passes the form's own check (it is an address) but not the server's: it is outside the area.
  await address(form, 'Pickup').fill('1700 Lincoln St, Denver, CO 80203');
  await address(form, 'Pickup').press('Escape');
  await address(form, 'Delivery').fill('1200 Main St, Houston, TX 77002');
  await address(form, 'Delivery').press('Escape');
  await form.getByLabel('Item description').fill('Morning specimens');
  await form.getByRole('button', { name: 'Set up standing order' }).click();
  await expect(
    form.getByRole('group', { name: 'Pickup' }).getByText(/^Pickup is outside our service area/),
  ).toBeVisible();
  await expect(form.getByText(/template\./)).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Morning specimens' })).toHaveCount(0);
});
