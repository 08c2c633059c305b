import { describe, expect, it } from 'vitest';
import { reducer } from './use-toast';

type State = Parameters<typeof reducer>[0];
const add = (state: State, id: string, alert = false) =>
  reducer(state, { type: 'ADD', toast: { id, title: id, open: true, ...(alert ? { alert } : {}) } });
const close = (state: State, id: string) => reducer(state, { type: 'DISMISS', toastId: id });
const showing = (state: State) => state.toasts.filter((t) => t.open !== false).map((t) => t.id);

describe('one toast on screen at a time', () => {
  it('an ordinary toast replaces the ordinary one before it', () => {
    expect(showing(add(add({ toasts: [] }, 'saved'), 'sent'))).toEqual(['sent']);
  });

  it('an alert replaces an ordinary toast', () => {
    expect(showing(add(add({ toasts: [] }, 'Pickup complete'), 'cooler warm', true))).toEqual([
      'cooler warm',
    ]);
  });

  it('an ordinary toast raised while an alert shows waits until the alert closes', () => {
    const raised = add(add({ toasts: [] }, 'piece 3 damaged', true), 'Pickup complete');
    expect(showing(raised)).toEqual(['piece 3 damaged']);
    expect(showing(close(raised, 'piece 3 damaged'))).toEqual(['Pickup complete']);
  });

  it('only the newest waiting toast shows after the alert', () => {
    const raised = add(add(add({ toasts: [] }, 'piece damaged', true), 'first'), 'second');
    const after = close(raised, 'piece damaged');
    expect(showing(after)).toEqual(['second']);
    expect(showing(close(after, 'second'))).toEqual([]);
  });

  it('a newer alert replaces the alert before it', () => {
    expect(showing(add(add({ toasts: [] }, 'a1', true), 'a2', true))).toEqual(['a2']);
  });
});
