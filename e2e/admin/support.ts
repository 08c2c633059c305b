/** What the dispatch console specs share: the console signed in, the order row and the live socket. */
import { expect, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { liveSocketReady } from '../support/api';

export { liveSocketReady };

/** Signs the admin in through the sign-in card and waits for the console with its socket live. */
export async function openConsole(page: Page) {
  const socket = liveSocketReady(page);
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Sign In' });
  await card.getByLabel('Username').fill(DEMO.admin.username);
  await card.getByLabel('Password').fill(DEMO.admin.password);
  await card.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(DEMO.admin.home);
  await socket;
  // The run's first console list took over 10 s on PGlite in CI, its first minute, while both
  // database passes shared the two cores.
  await expect(page.getByText(/^Showing \d/)).toBeVisible({ timeout: 30_000 });
}

export const orderRow = (page: Page, id: number) => page.locator(`tr[data-order-id="${id}"]`);

/** '$1,234.50', as the cards show money. */
export const money = (value: string | number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

/** Cancels an order as the admin so a test leaves no driver busy for the other specs. */
export async function cancelAsAdmin(page: Page, orderId: number) {
  const response = await page.request.patch(`/api/orders/${orderId}`, { data: { status: 'cancelled' } });
  expect([200, 409]).toContain(response.status());
}

/**
 * Records every order row that is ever marked highlighted, so a slow machine cannot make the
 * check miss a pulse that came and went between two polls.
 */
export async function watchHighlights(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { highlighted: Set<string> }).highlighted = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const rows = [node, ...node.querySelectorAll('tr[data-highlight="true"]')];
      for (const row of rows) {
        const id = row.getAttribute('data-order-id');
        if (id && row.getAttribute('data-highlight') === 'true') seen.add(id);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        note(record.target);
        record.addedNodes.forEach(note);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-highlight'],
    });
  });
  return (id: number) =>
    page.evaluate(
      (orderId) => (window as unknown as { highlighted: Set<string> }).highlighted.has(String(orderId)),
      id,
    );
}
