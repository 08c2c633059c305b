/**
 * Dispatch sees and sets what each driver can carry (cooler, vehicle size, maximum distance) on
 * Driver Management, and the server keeps what was set.
 */
import { expect, test } from '@playwright/test';
import { openConsole } from './support';

type Driver = {
  id: number;
  status: string;
  coldChain: boolean;
  vehicleSize: string | null;
  maxDistanceMiles: number | null;
  user: { firstName: string; lastName: string };
};

test('a dispatcher edits a driver’s cooler, vehicle and distance, and the table and API agree', async ({
  page,
}) => {
  await openConsole(page);
  const drivers = (await (await page.request.get('/api/drivers')).json()) as Driver[];
  // An offline driver, so no other spec's job is offered to or taken from it meanwhile.
  const target = drivers.find((d) => d.status === 'offline' && d.vehicleSize !== 'van') ?? drivers.at(-1)!;
  const name = `${target.user.firstName} ${target.user.lastName}`;
  const before = {
    coldChain: target.coldChain,
    vehicleSize: target.vehicleSize,
    maxDistanceMiles: target.maxDistanceMiles,
  };
  try {
    await page.getByRole('tab', { name: 'Driver Management' }).click();
    const row = page.locator(`tr[data-driver-id="${target.id}"]`);
    await expect(row).toContainText(target.coldChain ? 'Cooler' : 'No cooler');
    await row.getByRole('button', { name: `Edit capabilities of ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: `What ${name} can carry` });
    const cooler = dialog.getByRole('checkbox', { name: /Has a cooler/ });
    await cooler.setChecked(true);
    await dialog.getByLabel('Vehicle size').selectOption('van');
    const miles = dialog.getByLabel('Maximum distance to a pickup (miles)');
    // Out of range: refused beside the field, nothing saved.
    await miles.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This number is too small.');
    await expect(miles).toHaveAttribute('aria-invalid', 'true');
    await miles.fill('75');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await expect(row).toContainText('Cooler · Van · 75 mi');
    const after = ((await (await page.request.get('/api/drivers')).json()) as Driver[]).find(
      (d) => d.id === target.id,
    )!;
    expect(after).toMatchObject({ coldChain: true, vehicleSize: 'van', maxDistanceMiles: 75 });
  } finally {
    await page.request.patch(`/api/drivers/${target.id}/capabilities`, { data: before });
  }
});
