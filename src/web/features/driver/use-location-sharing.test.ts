// @vitest-environment jsdom
/** The location watch against a fake navigator.geolocation and a stubbed fetch: no browser, no GPS. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@web/components/ui/use-toast';
import {
  LOCATION_ERRORS,
  LOST_FIX_GRACE_MS,
  POST_INTERVAL_MS,
  WATCH_OPTIONS,
  useLocationSharing,
  type SharedJob,
} from './use-location-sharing';
import { EN } from '@web/i18n/catalogue/en';

vi.mock('@web/components/ui/use-toast', () => ({ toast: vi.fn() }));

type Watch = { success: PositionCallback; error: PositionErrorCallback; options: PositionOptions };
let watches: Map<number, Watch>;
let nextId: number;
const geolocation = {
  watchPosition: vi.fn(
    (success: PositionCallback, error: PositionErrorCallback, options: PositionOptions) => {
      nextId += 1;
      watches.set(nextId, { success, error, options });
      return nextId;
    },
  ),
  clearWatch: vi.fn((id: number) => void watches.delete(id)),
  getCurrentPosition: vi.fn(),
};
const fetchMock = vi.fn<typeof fetch>();

function setGeolocation(value: unknown) {
  Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
}

function only(): Watch {
  expect(watches.size).toBe(1);
  return [...watches.values()][0]!;
}

function fix(latitude: number, longitude: number) {
  act(() =>
    only().success({
      coords: { latitude, longitude, accuracy: 5 },
      timestamp: Date.now(),
    } as GeolocationPosition),
  );
}

function fail(code: number) {
  act(() => only().error({ code, message: 'no' } as GeolocationPositionError));
}

const posted = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  }));

beforeEach(() => {
  vi.useFakeTimers();
  watches = new Map();
  nextId = 0;
  vi.mocked(toast).mockClear();
  geolocation.watchPosition.mockClear();
  geolocation.clearWatch.mockClear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  setGeolocation(geolocation);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (jobs: SharedJob[]) =>
  renderHook(({ list }: { list: SharedJob[] }) => useLocationSharing(list), { initialProps: { list: jobs } });

describe('useLocationSharing', () => {
  it('does not watch while no job is on the road', () => {
    render([{ id: 7, status: 'assigned' }]);
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('watches with the spec options from Start Job and stops at Complete Pickup', () => {
    const hook = render([{ id: 7, status: 'pickup_scheduled' }]);
    expect(only().options).toEqual(WATCH_OPTIONS);
    expect(hook.result.current.since[7]).toBeInstanceOf(Date);
    hook.rerender({ list: [{ id: 7, status: 'pickup_complete' }] });
    expect(watches.size).toBe(0);
    expect(hook.result.current.since[7]).toBeUndefined();
    hook.rerender({ list: [{ id: 7, status: 'in_transit' }] });
    expect(watches.size).toBe(1);
  });

  it('posts a fix at once, then at most one every 5 s, the newest one last', () => {
    const hook = render([{ id: 7, status: 'in_transit' }]);
    fix(29.7, -95.4);
    expect(hook.result.current.position).toEqual({ latitude: 29.7, longitude: -95.4 });
    expect(posted()).toHaveLength(1);
    expect(posted()[0]).toMatchObject({
      url: '/api/orders/7/location',
      body: { latitude: 29.7, longitude: -95.4, status: 'in_transit' },
    });
    expect(typeof posted()[0]!.body.timestamp).toBe('string');

    act(() => void vi.advanceTimersByTime(1_000));
    fix(29.71, -95.41);
    act(() => void vi.advanceTimersByTime(1_000));
    fix(29.72, -95.42);
    expect(posted()).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(POST_INTERVAL_MS));
    expect(posted()).toHaveLength(2);
    expect(posted()[1]!.body).toMatchObject({ latitude: 29.72, longitude: -95.42 });
  });

  it('only logs a failed post', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('{"message":"nope"}', { status: 500 }));
    render([{ id: 7, status: 'pickup_scheduled' }]);
    fix(29.7, -95.4);
    await act(async () => void (await vi.runAllTimersAsync()));
    expect(warn).toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('names a refused permission at once, once until a fix returns', () => {
    render([{ id: 7, status: 'pickup_scheduled' }]);
    fail(1);
    fail(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Location Error', description: EN[LOCATION_ERRORS.denied] }),
    );
    fix(29.7, -95.4);
    fail(1);
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('names a lost signal only when no fix returns within the grace', () => {
    render([{ id: 7, status: 'pickup_scheduled' }]);
    fix(29.7, -95.4);
    fail(2);
    fix(29.71, -95.41); // back within the grace: nothing to say
    act(() => void vi.advanceTimersByTime(LOST_FIX_GRACE_MS));
    expect(toast).not.toHaveBeenCalled();

    fail(2);
    act(() => void vi.advanceTimersByTime(LOST_FIX_GRACE_MS));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Location Error', description: EN[LOCATION_ERRORS.position] }),
    );
    fail(2);
    act(() => void vi.advanceTimersByTime(LOST_FIX_GRACE_MS));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('takes a timeout after a fix for a phone standing still, not before the first fix', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const hook = render([{ id: 7, status: 'pickup_scheduled' }]);
    fix(29.7, -95.4);
    fail(3);
    act(() => void vi.advanceTimersByTime(LOST_FIX_GRACE_MS));
    expect(toast).not.toHaveBeenCalled();
    hook.rerender({ list: [{ id: 7, status: 'pickup_complete' }] });
    hook.rerender({ list: [{ id: 7, status: 'in_transit' }] });
    fail(3);
    act(() => void vi.advanceTimersByTime(LOST_FIX_GRACE_MS));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: EN[LOCATION_ERRORS.position] }),
    );
    debug.mockRestore();
  });

  it('says so when the browser has no geolocation', () => {
    setGeolocation(undefined);
    render([{ id: 7, status: 'pickup_scheduled' }]);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Location Error', description: EN[LOCATION_ERRORS.unsupported] }),
    );
  });

  it('stops watching and drops a queued post on unmount (leaving the page, signing out)', () => {
    const hook = render([{ id: 7, status: 'in_transit' }]);
    fix(29.7, -95.4);
    fix(29.71, -95.41);
    hook.unmount();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(1);
    act(() => void vi.advanceTimersByTime(POST_INTERVAL_MS * 2));
    expect(posted()).toHaveLength(1);
  });

  it('shares one watch between two jobs on the road, posting each fix to both', () => {
    render([
      { id: 7, status: 'in_transit' },
      { id: 8, status: 'pickup_scheduled' },
    ]);
    fix(29.7, -95.4);
    expect(posted().map((p) => [p.url, p.body.status])).toEqual([
      ['/api/orders/7/location', 'in_transit'],
      ['/api/orders/8/location', 'pickup_scheduled'],
    ]);
  });
});
