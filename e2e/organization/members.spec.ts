/**
 * An organisation's people as they meet it: the owner invites a booker from the Members screen,
 * the booker joins from the emailed link and books, and the owner sees that order among its own.
 * Then the same screen at phone width, by keyboard, without a serious axe finding; and in Spanish,
 * where both forms refuse what is wrong in Spanish before any call.
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, spanishWords } from '../a11y/languages';
import { expectNoSeriousViolations } from '../a11y/support';
import { newAccount } from '../support/accounts';
import { HOUSTON_BOOKING } from '../support/bookings';
import { joinLinkFor } from '../support/mailbox';
import { signIn } from '../support/pages';
import { registerAccount } from '../support/sign-up';

/** The join link of the newest invitation to this address, as a path on the app under test. */
test('the owner invites a booker, who joins from the email and books; the owner sees the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = newAccount('client');
  const registered = await registerAccount(request, { data: owner });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn(page, owner.username, owner.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  const bookerEmail = `booker_${Date.now().toString(36)}@example.test`;
  await page.getByLabel('Email to invite').fill(bookerEmail);
  await page.getByLabel('Role').selectOption('booker');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'emailed' })).toContainText(bookerEmail);
  await expect(page.getByRole('region', { name: 'Invitations waiting' })).toContainText(bookerEmail);

  // The booker, in a browser of their own, opens the link from their inbox.
  const bookerContext = await browser.newContext();
  const bookerPage = await bookerContext.newPage();
  await bookerPage.goto(await joinLinkFor(bookerEmail));
  await expect(bookerPage.getByRole('heading', { name: 'Join your organisation' })).toBeVisible();
  await expect(bookerPage.getByText(`invites ${bookerEmail}`)).toContainText('as booker');
  await bookerPage.getByLabel('First name').fill('Bea');
  await bookerPage.getByLabel('Last name').fill('Booker');
  await bookerPage.getByLabel('Username').fill(`bea_${Date.now().toString(36)}`);
  await bookerPage.getByLabel('Password').fill('Booker-Pass-123');
  await bookerPage.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(bookerPage).toHaveURL('/dashboard');
  // Booked with the booker's own session (the booking form has specs of its own).
  const booked = await bookerPage.request.post('/api/orders', { data: HOUSTON_BOOKING });
  expect(booked.status(), await booked.text()).toBe(201);
  const order = (await booked.json()) as { displayNumber: string };
  await bookerContext.close();

  await page.goto('/orders');
  await expect(page.getByText(`#${order.displayNumber}`)).toBeVisible();
  await page.goto('/members');
  await expect(page.getByRole('region', { name: /2 members/ })).toContainText('Bea Booker');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Members screen fits, works by keyboard, and has no serious axe finding', async ({
    page,
    request,
  }) => {
    const owner = newAccount('client');
    expect((await registerAccount(request, { data: owner })).status()).toBe(201);
    await signIn(page, owner.username, owner.password);
    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByLabel('Email to invite').focus();
    await page.keyboard.type(`kb_${Date.now().toString(36)}@example.test`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Role')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send invitation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'emailed' })).toBeVisible();
    await expectNoSeriousViolations(page, '/members at 390 px');
  });
});

test('in Spanish, the invitation and the join form refuse what is wrong in Spanish before any call', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = newAccount('client');
  const registered = await registerAccount(page.request, { data: owner });
  expect(registered.status(), await registered.text()).toBe(201);
  await chooseLanguage(page.request, 'es');
  const invitations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/members')) invitations.push(r.url());
  });

  await page.goto('/members');
  await expect(page.getByRole('heading', { name: spanishWords('members.title'), exact: true })).toBeVisible();
  const email = page.getByLabel(spanishWords('members.invite.email'), { exact: true });
  await email.fill('no-es-un-correo');
  await page.getByRole('button', { name: spanishWords('members.invite.send') }).click();
  await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(invitations).toEqual([]);

  const bookerEmail = `reserva_${Date.now().toString(36)}@example.test`;
  await email.fill(bookerEmail);
  await page.getByRole('button', { name: spanishWords('members.invite.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: bookerEmail })).toBeVisible();
  expect(invitations).toHaveLength(1);

  // The invitee's browser speaks Spanish; nobody is signed in there yet.
  const bookerContext = await browser.newContext({ locale: 'es-US' });
  const bookerPage = await bookerContext.newPage();
  const accepts: string[] = [];
  bookerPage.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/invitations/accept')) accepts.push(r.url());
  });
  await bookerPage.goto(await joinLinkFor(bookerEmail));
  await expect(bookerPage.getByRole('heading', { name: spanishWords('join.title') })).toBeVisible();
  await bookerPage.getByLabel(spanishWords('join.username'), { exact: true }).fill('a b');
  await bookerPage.getByRole('button', { name: spanishWords('join.submit') }).click();
  await expect(bookerPage.getByText(spanishWords('validation.required'))).toHaveCount(2);
  await expect(bookerPage.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expect(bookerPage.getByText('No tiene el formato esperado.')).toBeVisible();
  await expect(bookerPage.getByLabel(spanishWords('join.firstName'), { exact: true })).toBeFocused();
  expect(accepts).toEqual([]);

  await bookerPage.getByLabel(spanishWords('join.firstName'), { exact: true }).fill('Rosa');
  await bookerPage.getByLabel(spanishWords('join.lastName'), { exact: true }).fill('Reyes');
  await bookerPage
    .getByLabel(spanishWords('join.username'), { exact: true })
    .fill(`rosa_${Date.now().toString(36)}`);
  await bookerPage.getByLabel(spanishWords('join.password'), { exact: true }).fill('Reserva-Pass-123');
  await bookerPage.getByRole('button', { name: spanishWords('join.submit') }).click();
  await expect(bookerPage).toHaveURL('/dashboard');
  expect(accepts).toHaveLength(1);
  await bookerContext.close();
});
