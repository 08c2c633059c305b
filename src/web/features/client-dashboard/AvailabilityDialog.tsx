/**
 * Quick Actions' Check Availability button. The dialog it opens, with Radix's dialog (about 10 kB
 * of script), is a chunk of its own: requested when the pointer or focus reaches the button, shown
 * on the click, so the dashboard's first screen does not wait for it.
 */
import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement } from 'react';

const loadContent = () => import('./AvailabilityDialogContent');
const AvailabilityDialogContent = lazy(loadContent);

const preload = () => void loadContent().catch(() => undefined);

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

export function AvailabilityDialog({ trigger }: { trigger: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays Radix's exit and returns focus here.
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'data-state': open ? 'open' : 'closed',
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => {
          setUsed(true);
          setOpen(true);
        },
      } as TriggerProps)}
      {used ? (
        <Suspense fallback={null}>
          <AvailabilityDialogContent open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
