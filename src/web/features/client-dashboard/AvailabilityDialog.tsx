/**
 * Quick Actions' Check Availability: where and how fast MedLink can deliver, and a way
 * straight into the booking form. Driver capacity is the dispatcher's concern, not shown here.
 */
import { useRef, useState, type ReactElement } from 'react';
import { PRIORITIES } from '@domain/enums';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { PRIORITY_HINTS, PRIORITY_LABELS } from '@web/lib/order-labels';
import { ORDER_FORM_ID } from './OrderForm';

export function AvailabilityDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const starting = useRef(false);
  const startRequest = () => {
    starting.current = true;
    setOpen(false);
  };
  // Closing normally hands focus back to the trigger; "Start a request" sends it to the form instead.
  const onCloseAutoFocus = (event: Event) => {
    if (!starting.current) return;
    starting.current = false;
    event.preventDefault();
    document.querySelector<HTMLInputElement>(`#${ORDER_FORM_ID} [role="combobox"]`)?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Service availability</DialogTitle>
          <DialogDescription>
            We pick up and deliver anywhere in Texas, Oklahoma, New Mexico, Arkansas and Louisiana, every day.
          </DialogDescription>
        </DialogHeader>
        <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {PRIORITIES.map((priority) => (
            <div key={priority} className="flex justify-between gap-4 px-3 py-2">
              <dt className="font-medium text-slate-900">{PRIORITY_LABELS[priority]}</dt>
              <dd className="text-slate-700">{PRIORITY_HINTS[priority]}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">
          Pick both addresses in the request form to see the exact price and travel time for your route.
        </p>
        <DialogFooter>
          <Button onClick={startRequest}>Start a request</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
