/**
 * A new driver's figures after one delivered job: the stat cards and the three performance views
 * show what the API answers. The driver's own figures are read again with its session and
 * compared (nothing else moves them); the leaderboard ranks every driver, whom other specs move
 * meanwhile, so the page is compared with the answer it was given itself.
 */
import { expect, test } from '@playwright/test';
import { driverTab, liveSocketReady, paidJob, phoneContext, signInDemoClient, take } from './support';
import { signUpDriver } from '../support/drivers';

type Performance = {
  totalPoints: number;
  level: number;
  rank: string;
  pointsToNextLevel: number;
  perfectDeliveries: number;
  longestStreak: number;
  weeklyProgress: number;
  weeklyGoal: number;
};
type Achievement = { id: string; title: string; progress: number; requirement: number; unlocked: boolean };
type Entry = {
  rank: number;
  driverName: string;
  points: number;
  deliveries: number;
  badge: string;
  isMe: boolean;
};

const count = (n: number) => n.toLocaleString('en-US');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the stat cards and every performance view show what the API answers', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser, baseURL, false);
  const page = await context.newPage();
  const { driverId } = await signUpDriver(page.request, { onShift: true });
  const office = await browser.newContext({ baseURL });
  await signInDemoClient(office.request);
  await take(page.request, await paidJob(office.request), [
    'pickup_scheduled',
    'pickup_complete',
    'in_transit',
    'delivered',
  ]);
  await office.close();
  // Once the socket listens, no read of the page is refetched for having come before it.
  const ready = liveSocketReady(page);
  await page.goto('/driver-dashboard');
  await ready;
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;

  const stats = await get<{ completedJobs: number; milesDriven: string; moneyEarned: string }>(
    `/api/driver/stats/${driverId}`,
  );
  expect(stats.completedJobs).toBe(1);
  const cards = page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Jobs Completed' })).toContainText(String(stats.completedJobs));
  await expect(cards.filter({ hasText: 'Miles Driven' })).toContainText(Number(stats.milesDriven).toFixed(1));
  await expect(cards.filter({ hasText: 'Money Earned' })).toContainText(
    `$${Number(stats.moneyEarned).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  await driverTab(page, 'Performance').click();
  const achievements = await get<Achievement[]>(`/api/driver/${driverId}/achievements`);
  expect(achievements.map((a) => a.id)).toHaveLength(6);
  expect(achievements.find((a) => a.id === 'first_delivery')?.unlocked).toBe(true);
  const section = page.getByRole('region', { name: 'Achievements' });
  for (const a of achievements) {
    const item = section.locator(`[data-achievement="${a.id}"]`);
    await expect(item.getByRole('heading', { name: a.title })).toBeVisible();
    await expect(item).toHaveAttribute('data-unlocked', String(a.unlocked));
    await expect(item.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      `${a.progress} of ${a.requirement}`,
    );
    if (a.unlocked) await expect(item.getByText(/^Unlocked /)).toBeVisible();
  }

  const views = page.getByRole('tablist', { name: 'Performance views' });
  const boardAnswer = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/driver/leaderboard',
  );
  await views.getByRole('tab', { name: 'Leaderboard' }).click();
  const board = (await (await boardAnswer).json()) as Entry[];
  const table = page.getByRole('table', { name: 'Driver leaderboard' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(board.length + 1);
  // Row by row, in the answer's order: the name, then the badge, then the points.
  await expect(rows).toContainText(
    board.map(
      (entry) =>
        new RegExp([entry.driverName, entry.badge, count(entry.points)].map(escaped).join('[\\s\\S]*')),
    ),
  );
  const mine = board.findIndex((e) => e.isMe);
  expect(board.filter((e) => e.isMe)).toHaveLength(1);
  expect(board[mine]).toMatchObject({ deliveries: 1 });
  await expect(table.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(rows.nth(mine + 1)).toHaveAttribute('aria-current', 'true');

  await views.getByRole('tab', { name: 'Progress' }).click();
  const p = await get<Performance>(`/api/driver/${driverId}/performance`);
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.getByRole('heading', { name: `Level ${p.level}` })).toBeVisible();
  await expect(progress.getByText(`${p.rank} · ${count(p.totalPoints)} points`)).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Level progress' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(((p.totalPoints % 1000) / 1000) * 100)),
  );
  await expect(
    progress.getByText(`${count(p.pointsToNextLevel)} points to Level ${p.level + 1}`),
  ).toBeVisible();
  await expect(progress.getByText(`${p.perfectDeliveries} / 50`)).toBeVisible();
  await expect(progress.getByText(`${p.weeklyProgress} of ${p.weeklyGoal} deliveries`)).toBeVisible();
  await expect(progress.getByText('+500 points, 1.2x weekend points')).toBeVisible();

  await context.close();
});
