// @vitest-environment jsdom
/**
 * The toast list reads the store as React's external store: the Toaster is a lazy chunk, and a
 * toast raised while it mounts (a live frame, a mutation's answer) must show, not wait unseen.
 */
import { useLayoutEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { toast, useToast } from './use-toast';

function ToastTitles() {
  const { toasts } = useToast();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

/** Raises its toast after the list has rendered but before the list's own effects have run. */
function RaisesWhileListMounts({ title }: { title: string }) {
  useLayoutEffect(() => {
    toast({ title });
  }, [title]);
  return null;
}

afterEach(cleanup);

it('a toast raised between the list rendering and subscribing is shown', () => {
  render(
    <>
      <ToastTitles />
      <RaisesWhileListMounts title="New Job Assigned" />
    </>,
  );
  expect(screen.getByText('New Job Assigned')).toBeTruthy();
});
