import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/accounts';
import { signIn, signInCard, toasts } from '../support/pages';

// The demo accounts themselves, which the contract promises: each signs in and lands on its page.
for (const [role, account] of Object.entries(DEMO)) {
  test(`the demo ${role} signs in and lands on ${account.home}`, async ({ page }) => {
    const response = await signIn(page, account.username, account.password);
    expect(response.status()).toBe(200);
    const { user } = (await response.json()) as { user: { firstName: string; role: string } };
    expect(user.role).toBe(role);

    await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(account.home);
    await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${user.firstName}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Signed in, / and /login send the user straight back to its own page.
    await page.goto('/login');
    await expect(page).toHaveURL(account.home);
  });
}

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  // An unknown username, so the demo accounts' failure counters stay at zero.
  await signIn(page, 'nobody_by_this_name', 'wrong-password');
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await expect(toasts(page).getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('sign in asks for username and password before calling the server', async ({ page }) => {
  await page.goto('/login');
  await signInCard(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(signInCard(page).getByText('Username is required')).toBeVisible();
  await expect(signInCard(page).getByText('Password is required')).toBeVisible();
});

test('a driver who opens the client dashboard is sent to the driver dashboard', async ({ page, driver }) => {
  await signIn(page, driver.username, driver.password);
  await expect(page).toHaveURL('/driver-dashboard');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/driver-dashboard');
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL('/driver-dashboard');
});
