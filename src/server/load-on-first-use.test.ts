import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use';

describe('loadOnFirstUse', () => {
  it('loads once for every caller, also while the first load is under way', async () => {
    let loads = 0;
    const get = loadOnFirstUse(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('does not remember a failed load: the next use tries again', async () => {
    let attempts = 0;
    const get = loadOnFirstUse(async () => {
      attempts++;
      if (attempts === 1) throw new Error('module not found');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('module not found');
    await expect(get()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
