/** What a client does on the dashboard's booking form, written once for the client specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { signIn } from '../support/pages';

/** The dashboard of the client signed in on `page` (the fixtures' fresh client), loaded. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(orderForm(page)).toBeVisible();
}

/**
 * Signs the demo client in through the UI; returns its user id from the login answer. Only for a
 * server of a spec's own (stripe-support.ts), which no other spec shares and which sends no mail.
 */
export async function signInAsClient(page: Page): Promise<number> {
  const response = await signIn(page, DEMO.client.username, DEMO.client.password);
  await expect(page).toHaveURL(DEMO.client.home);
  const body = (await response.json()) as { user: { id: number } };
  return body.user.id;
}

export function orderForm(page: Page): Locator {
  return page.getByRole('region', { name: 'New Delivery Request' });
}

export function suggestions(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
}

/** '$73.30' -> 73.3 */
export function dollars(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

/** A day `days` from today as the date input takes it (local time, as the browser sees it). */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Addresses the embedded gazetteer answers: a Houston Medical Center street and one in Katy, each
 * with its ZIP typed (no ZIP is offered that was not typed), so both are pinned at their
 * ZIP and shown as approximate.
 */
export const PICKUP = {
  typed: '6565 Fannin St, Houston, TX 7703',
  picked: '6565 Fannin St, Houston, TX 77030',
};
export const DELIVERY = {
  typed: '23900 Katy Fwy, Katy, TX 77494',
  picked: '23900 Katy Fwy, Katy, TX 77494',
};
