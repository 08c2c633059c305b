/**
 * The demo driver's figures, read only: the stat cards and the three performance views show what
 * the API answers (fetched here with the same session and compared).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { apiSignIn, driverTab, phoneContext } from './support';

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

async function signedInDriver(page: Page) {
  await apiSignIn(page.request, DEMO.driver);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { driverId: number };
  await page.goto('/driver-dashboard');
  return me.driverId;
}

test('the stat cards and every performance view show what the API answers', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser, baseURL, false);
  const page = await context.newPage();
  const driverId = await signedInDriver(page);
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;

  const stats = await get<{ completedJobs: number; milesDriven: string; moneyEarned: string }>(
    `/api/driver/stats/${driverId}`,
  );
  const cards = page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Jobs Completed' })).toContainText(String(stats.completedJobs));
  await expect(cards.filter({ hasText: 'Miles Driven' })).toContainText(Number(stats.milesDriven).toFixed(1));
  await expect(cards.filter({ hasText: 'Money Earned' })).toContainText(
    `$${Number(stats.moneyEarned).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  await driverTab(page, 'Performance').click();
  const achievements = await get<Achievement[]>(`/api/driver/${driverId}/achievements`);
  expect(achievements.map((a) => a.id)).toHaveLength(6);
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
  await views.getByRole('tab', { name: 'Leaderboard' }).click();
  const board = await get<Entry[]>('/api/driver/leaderboard');
  const rows = page.getByRole('table', { name: 'Driver leaderboard' }).getByRole('row');
  await expect(rows).toHaveCount(board.length + 1);
  for (const [i, entry] of board.entries()) {
    const row = rows.nth(i + 1);
    await expect(row).toContainText(entry.driverName);
    await expect(row).toContainText(count(entry.points));
    await expect(row).toContainText(entry.badge);
    if (entry.isMe) await expect(row).toHaveAttribute('aria-current', 'true');
    else await expect(row).not.toHaveAttribute('aria-current', 'true');
  }
  expect(board.filter((e) => e.isMe)).toHaveLength(1);

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
