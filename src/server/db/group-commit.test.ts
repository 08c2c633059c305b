import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupCommit } from './group-commit';

/** A commit that holds each batch until the test lets it finish (or fail). */
function heldCommits() {
  const batches: { items: string[]; finish: () => void; fail: (error: Error) => void }[] = [];
  let announce: () => void = () => undefined;
  const commit = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({ items, finish: () => resolve(items.map((item) => `stored ${item}`)), fail: reject });
      announce();
    });
  /** Resolves once `count` batches have been handed to the commit. */
  const started = (count: number) =>
    new Promise<void>((resolve) => {
      announce = () => batches.length >= count && resolve();
      announce();
    });
  return { batches, commit, started };
}

const settledFlag = <T>(promise: Promise<T>) => {
  const flag = { settled: false };
  promise.then(
    () => (flag.settled = true),
    () => (flag.settled = true),
  );
  return flag;
};

describe('group commit', () => {
  it('answers each write only once its batch has committed', async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit, { maxItems: 10, windowMs: 0, maxInFlight: 1 });
    const a = group.submit('a');
    const b = group.submit('b');
    const flags = [settledFlag(a), settledFlag(b)];
    await held.started(1);
    expect(held.batches[0]!.items).toEqual(['a', 'b']);
    await Promise.resolve();
    expect(flags.map((flag) => flag.settled)).toEqual([false, false]);
    held.batches[0]!.finish();
    expect(await Promise.all([a, b])).toEqual(['stored a', 'stored b']);
  });

  it('gathers the writes that arrive while a batch commits into the next one', async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit, { maxItems: 10, windowMs: 0, maxInFlight: 1 });
    const first = group.submit('a');
    await held.started(1);
    const later = [group.submit('b'), group.submit('c')];
    held.batches[0]!.finish();
    await first;
    await held.started(2);
    expect(held.batches.map((batch) => batch.items)).toEqual([['a'], ['b', 'c']]);
    held.batches[1]!.finish();
    expect(await Promise.all(later)).toEqual(['stored b', 'stored c']);
  });

  it('answers every write of a failed batch with the error, and the next batch commits', async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit, { maxItems: 3, windowMs: 0, maxInFlight: 1 });
    const failed = ['a', 'b', 'c'].map((item) => group.submit(item));
    await held.started(1);
    held.batches[0]!.fail(new Error('the transaction rolled back'));
    for (const write of failed) await expect(write).rejects.toThrow('the transaction rolled back');
    const next = ['d', 'e'].map((item) => group.submit(item));
    await held.started(2);
    held.batches[1]!.finish();
    expect(await Promise.all(next)).toEqual(['stored d', 'stored e']);
  });

  it('puts at most maxItems writes in one transaction', async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit, { maxItems: 2, windowMs: 60_000, maxInFlight: 1 });
    // A full batch goes at once, without waiting for the window.
    const writes = ['a', 'b', 'c', 'd'].map((item) => group.submit(item));
    await held.started(1);
    held.batches[0]!.finish();
    await held.started(2);
    held.batches[1]!.finish();
    expect(await Promise.all(writes)).toEqual(['stored a', 'stored b', 'stored c', 'stored d']);
    expect(held.batches.map((batch) => batch.items)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('commits batches of other keys at once, and holds a busy key back until its batch is done', async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit, { maxItems: 10, windowMs: 0, maxInFlight: 2 }, (item) =>
      item.slice(0, 1),
    );
    const first = group.submit('a1');
    await held.started(1);
    // a2 waits for a1's batch; b1 goes beside it; a3 stays behind a2.
    const later = [group.submit('a2'), group.submit('b1'), group.submit('a3')];
    await held.started(2);
    expect(held.batches.map((batch) => batch.items)).toEqual([['a1'], ['b1']]);
    held.batches[1]!.finish();
    expect(await later[1]).toBe('stored b1');
    held.batches[0]!.finish();
    await first;
    await held.started(3);
    expect(held.batches[2]!.items).toEqual(['a2', 'a3']);
    held.batches[2]!.finish();
    expect(await Promise.all([later[0], later[2]])).toEqual(['stored a2', 'stored a3']);
  });

  describe('with an overlap', () => {
    /**
     * Two batches at most, the second beside the first only once it has committed 5 ms. Each write
     * has a key of its own, so any two may commit side by side. The clock and timers are faked;
     * setImmediate stays real, so a batch still starts a turn later.
     */
    const overlappingGroup = () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const held = heldCommits();
      const group = new GroupCommit(
        held.commit,
        { maxItems: 10, windowMs: 0, maxInFlight: 2, overlapAfterMs: 5 },
        (item) => item,
      );
      return { held, group };
    };
    afterEach(() => vi.useRealTimers());

    it('gathers the writes behind a batch that commits in time into one batch, not a second beside it', async () => {
      const { held, group } = overlappingGroup();
      const first = group.submit('a');
      await held.started(1);
      const later = [group.submit('b'), group.submit('c')];
      await vi.advanceTimersByTimeAsync(4);
      expect(held.batches).toHaveLength(1);
      held.batches[0]!.finish();
      await first;
      await held.started(2);
      expect(held.batches.map((batch) => batch.items)).toEqual([['a'], ['b', 'c']]);
      held.batches[1]!.finish();
      expect(await Promise.all(later)).toEqual(['stored b', 'stored c']);
    });

    it('starts the next batch beside one held up past the overlap, and that one still answers', async () => {
      const { held, group } = overlappingGroup();
      const stuck = group.submit('a');
      await held.started(1);
      const next = group.submit('b');
      await vi.advanceTimersByTimeAsync(4);
      expect(held.batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await held.started(2);
      expect(held.batches.map((batch) => batch.items)).toEqual([['a'], ['b']]);
      held.batches[1]!.finish();
      expect(await next).toBe('stored b');
      // The first batch is still held, past the overlap: a third write goes beside it at once.
      const third = group.submit('c');
      await held.started(3);
      expect(held.batches[2]!.items).toEqual(['c']);
      held.batches[2]!.finish();
      expect(await third).toBe('stored c');
      held.batches[0]!.finish();
      expect(await stuck).toBe('stored a');
    });
  });

  it('answers an error, not a result, when the commit answers the wrong number of results', async () => {
    const group = new GroupCommit(async (items: string[]) => items.slice(1), {
      maxItems: 2,
      windowMs: 0,
      maxInFlight: 1,
    });
    const writes = [group.submit('a'), group.submit('b')];
    for (const write of writes) await expect(write).rejects.toThrow('1 results for 2 writes');
  });
});
