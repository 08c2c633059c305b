/**
 * What the accessibility specs share: one axe run with the WCAG 2.1 A and AA rules, failing on
 * serious and critical findings with a list a person can act on, and a check that the control
 * holding the keyboard focus is visibly marked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { type Job, paidJob, stepBody } from '../driver/support';
import { signUpDriver } from '../support/drivers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the whole page as it is now (open dialogs included) and fails, softly so that one
 * spec reports every screen it visits, with one line per offending element:
 * `rule-id [impact] selector: what is wrong`.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} [${violation.impact}] ${node.target.join(' >> ')}: ${firstLine(node.failureSummary)}`,
      ),
    );
  expect.soft(found, `serious or critical axe violations on ${screen}`).toEqual([]);
}

/** axe's summary starts with "Fix any of the following:"; the line after it says what is wrong. */
function firstLine(summary: string | undefined): string {
  const lines = (summary ?? '').split('\n').map((line) => line.trim());
  return lines.find((line) => line && !line.startsWith('Fix ')) ?? '';
}

/**
 * The focused control shows a focus indicator while it holds the focus: an outline, or a ring
 * (a box-shadow with a spread and a colour; a plain drop shadow such as shadow-sm has no spread
 * and does not count). Checked on the element the keyboard reached, never forced. `indicator` is
 * the element that draws the ring when it is not the control itself (a visually hidden radio's star).
 */
export async function expectVisibleFocus(control: Locator, indicator: Locator = control): Promise<void> {
  await expect(control).toBeFocused();
  await expect
    .poll(() => indicator.evaluate(focusIndicator), {
      message: 'the focused control has a visible outline or ring',
    })
    .not.toBe('none');
}

/** Runs in the page: 'outline ...' or 'ring ...' describing the indicator, or 'none'. */
function focusIndicator(element: Element): string {
  const style = getComputedStyle(element);
  // Colours come back as rgb(), rgba() or, for Tailwind 4's palette, oklch() with an optional "/ alpha".
  const transparent = (colour: string) =>
    colour === 'transparent' || /,\s*0\)$/.test(colour) || /\/\s*0\)$/.test(colour);
  if (
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) > 0 &&
    !transparent(style.outlineColor)
  ) {
    return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
  }
  // A computed shadow reads "<colour> 0px 0px 0px 2px, ...": split on the commas outside parentheses.
  for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
    const colour = /[a-z]+\([^)]*\)/.exec(shadow)?.[0] ?? '';
    const lengths = shadow.replace(colour, '').trim().split(/\s+/).map(parseFloat);
    if (colour && !transparent(colour) && (lengths[3] ?? 0) > 0) return `ring ${shadow.trim()}`;
  }
  return 'none';
}

/**
 * Presses Tab (or Shift+Tab) until `target` holds the focus, as a keyboard user would, and fails
 * if it takes more than `max` presses: the control must be reachable, and soon.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 10, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses < max) await page.keyboard.press(key);
  }
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`
      : 'nothing';
  });
  throw new Error(`${key} x${max} did not reach ${target.toString()}; the focus is on ${focused}`);
}

/**
 * A delivered, unrated order of the client signed in on `client`: booked, paid, and run to the door
 * by a fresh driver through the API (medical equipment, so no proof is needed on the way). Each
 * test gets its own, so the rating dialog never depends on what the demo data has left unrated.
 */
export async function deliveredOrder(browser: Browser, client: APIRequestContext): Promise<Job> {
  const job = await paidJob(client);
  const context = await browser.newContext();
  try {
    const driver = context.request;
    await signUpDriver(driver, { onShift: true });
    const accepted = await driver.post(`/api/orders/${job.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      const moved = await driver.patch(`/api/orders/${job.id}/status`, {
        data: await stepBody(driver, job.id, status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  } finally {
    await context.close();
  }
  return { ...job, status: 'delivered' };
}
