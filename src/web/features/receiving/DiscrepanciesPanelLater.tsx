/**
 * Dispatch's discrepancies panel, fetched when the console first renders it: this feature's index
 * is also imported by the booking form (its receiving site field), and the panel's form check
 * (zod and the discrepancy schemas) would otherwise come with every screen that books an order.
 * The panel shows nothing until its list has come anyway, so nothing waits on it to appear.
 */
import { lazy, Suspense } from 'react';

const Panel = lazy(() => import('./DiscrepanciesPanel').then((m) => ({ default: m.DiscrepanciesPanel })));

export function DiscrepanciesPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
