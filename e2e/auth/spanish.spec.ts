/**
 * The signed-out pages and the security page in Spanish on a 390 px phone whose browser asks for
 * Spanish: a person signs up through the form and the emailed link, reads the security page and
 * its password dialog, is refused a wrong password, asks for a reset link and opens the pages a
 * link should have opened, each time in Spanish and without the English it replaced.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { toasts } from '../support/pages';
import { signUpLinkFor } from '../support/sign-up';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-MX' });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('sign-up, sign-in, the security page and the password pages speak Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  const account = newAccount('client');

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mensajería segura médica y financiera' }),
  ).toBeVisible();
  await expect(page.getByText('Secure medical and financial courier service')).toHaveCount(0);
  const signUp = region(page, 'Crear cuenta');
  await signUp.getByLabel('Nombre', { exact: true }).fill(account.firstName);
  await signUp.getByLabel('Apellido').fill(account.lastName);
  await signUp.getByLabel('Organización').fill(account.organizationName);
  await signUp.getByLabel('Correo electrónico').fill(account.email);
  await signUp.getByLabel('Nombre de usuario').fill(account.username);
  await expect(signUp.getByLabel('Tipo de cuenta')).toContainText('Cliente (farmacia, laboratorio');
  await signUp.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await signUp.getByLabel('Confirmar contraseña').fill(account.password);
  await expect(signUp.getByRole('list', { name: 'Sugerencias para la contraseña' })).toBeVisible();
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(signUp.getByRole('status')).toContainText('Revise su correo para terminar el registro');

  // The link signs in and lands on the dashboard, greeting in Spanish (its "account created" toast
  // may be gone by then: it lasts 5 s and the dashboard's own load can take longer).
  await page.goto(await signUpLinkFor(account.email));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Hola, ${account.firstName}`)).toBeVisible();

  await page.goto('/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de seguridad' })).toBeVisible();
  await expect(region(page, 'Resumen')).toContainText('Último inicio de sesión');
  await expect(region(page, 'Resumen')).toContainText('Desactivada');
  await expect(region(page, 'Autenticación de dos factores')).toContainText('Activar dos factores');
  await expect(region(page, 'Contraseña')).toContainText('Último cambio:');
  const sessions = region(page, 'Sesiones activas');
  await expect(sessions.getByText('Este dispositivo')).toBeVisible();
  await expect(sessions).toContainText('Última actividad');
  await expect(region(page, 'Idioma')).toBeVisible();
  for (const english of ['Security Settings', 'Active sessions', 'This device', 'Change password'])
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar la contraseña' });
  await expect(dialog.getByLabel('Contraseña actual')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Actualizar la contraseña' })).toBeVisible();
  // The dialog's own check refuses before any call, in Spanish.
  const changes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/change-password')) changes.push(r.url());
  });
  await dialog.getByRole('button', { name: 'Actualizar la contraseña' }).click();
  // Each field in the spec's own sentence, in Spanish.
  await expect(dialog.getByText('La contraseña actual es obligatoria')).toBeVisible();
  await expect(dialog.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expect(dialog.getByText('Confirme su contraseña')).toBeVisible();
  await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('Otra-Clave-456');
  await dialog.getByLabel('Confirmar la contraseña nueva').fill('Distinta-789');
  await dialog.getByRole('button', { name: 'Actualizar la contraseña' }).click();
  await expect(dialog.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expect(dialog.getByText(/required|match/i)).toHaveCount(0);
  expect(changes).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Signed out, the same browser: a wrong password is refused in Spanish, not in the server's English.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  const signIn = region(page, 'Iniciar sesión');
  await signIn.getByLabel('Nombre de usuario').fill(account.username);
  await signIn.getByLabel('Contraseña').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(toasts(page).getByText('No se pudo iniciar sesión')).toBeVisible();
  await expect(toasts(page)).toContainText('Datos de acceso no válidos');
  await expect(toasts(page).getByText(/invalid/i)).toHaveCount(0);

  await signIn.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Nombre de usuario o correo electrónico').fill(account.username);
  await page.getByRole('button', { name: 'Enviarme un enlace para restablecerla' }).click();
  // The refused sign-in's toast may still show beside it: the page's own status is the one.
  const sent = page.getByRole('status').filter({ hasText: 'Si hay una cuenta que coincida' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('30 minutos');
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();

  // The reset and sign-up pages opened without their link say so, in Spanish.
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('Esta página necesita el enlace de su correo');
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toContainText('Esta página necesita el enlace');
});
