/**
 * Dispatch manages standing orders for its clients: it opens Standing orders from the console,
 * picks a new pharmacy by name, sets up a weekday run for it, and sees it in the list of every
 * client's, named; the pharmacy finds it among its own and its orders booked for it. Sent without
 * a client, the form says to choose one.
 */
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { signIn } from '../support/pages';
import { signUpClient } from '../support/api';

test('dispatch sets up a standing order for a client picked by name; the client sees it as its own', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const clientCtx = await browser.newContext();
  try {
    const { account: pharmacy } = await signUpClient(clientCtx.request, { organization: 'Journey Pharmacy' });
    await signIn(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(DEMO.admin.home);
    await page.getByRole('link', { name: 'Standing orders' }).click();
    await expect(page).toHaveURL('/standing-orders');
    await expect(page.getByRole('heading', { name: 'Every client’s standing orders' })).toBeVisible();

    const form = page.locator('[aria-labelledby="new-standing-order-title"]');
    await form.getByLabel('Pickup time (Central)').fill('07:15');
    await form.getByRole('combobox', { name: 'Pickup address' }).fill('6565 Fannin St, Houston, TX 77030');
    await form.getByRole('combobox', { name: 'Pickup address' }).press('Escape');
    await form.getByRole('combobox', { name: 'Delivery address' }).fill('1200 Main St, Houston, TX 77002');
    await form.getByRole('combobox', { name: 'Delivery address' }).press('Escape');
    await form.getByLabel('Item description').fill('Weekday specimens');
    // No client chosen: the server's refusal is shown where the choice is made.
    await form.getByRole('button', { name: 'Set up standing order' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Choose the client' })).toBeVisible();

    await form.getByLabel('Find a client by name, organisation or email').fill(pharmacy.organizationName);
    const found = form.getByRole('combobox', { name: /found: choose one/ });
    const option = found.getByRole('option', { name: new RegExp(`^${pharmacy.organizationName} \\(`) });
    await expect(option).toHaveCount(1);
    await found.selectOption({ label: (await option.textContent())!.trim() });
    // Named as the picker names a client: organisation and person.
    const label = `${pharmacy.organizationName} (${pharmacy.firstName} ${pharmacy.lastName})`;
    await form.getByRole('button', { name: 'Set up standing order' }).click();

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByTestId('standing-client').filter({ hasText: `For ${label}` }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: /at 07:15$/ })).toBeVisible();

    // The pharmacy's own list has it, and the orders it booked are the pharmacy's.
    const mine = (await (await clientCtx.request.get('/api/recurring-orders')).json()) as {
      id: number;
      clientName: string;
      upcomingOrders: { id: number }[];
    }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.clientName).toBe(label);
    for (const { id } of mine[0]!.upcomingOrders) {
      expect((await clientCtx.request.get(`/api/orders/${id}`)).status()).toBe(200);
    }
  } finally {
    await clientCtx.close();
  }
});
