/**
 * Quick Actions' Check Availability dialog: where and how fast MedLink can deliver, and a way
 * straight into the booking form. Driver capacity is the dispatcher's concern, not shown here.
 * Loaded when first opened (AvailabilityDialog.tsx holds the button), with Radix's dialog.
 */
import { useRef, type RefObject } from 'react';
import { PRIORITIES } from '@domain/enums';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ORDER_FORM_ID } from './OrderForm';
import { useDomainWords, useMessages } from '@web/i18n';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (no Radix trigger holds it). */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

export default function AvailabilityDialogContent({ open, onOpenChange, triggerRef }: Props) {
  const starting = useRef(false);
  const { t } = useMessages();
  const { priorityHint } = useDomainWords();
  const startRequest = () => {
    starting.current = true;
    onOpenChange(false);
  };
  // Closing normally hands focus back to the trigger; "Start a request" sends it to the form instead.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (!starting.current) {
      triggerRef.current?.focus();
      return;
    }
    starting.current = false;
    document.querySelector<HTMLInputElement>(`#${ORDER_FORM_ID} [role="combobox"]`)?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('client.availability.title')}</DialogTitle>
          <DialogDescription>{t('client.availability.description')}</DialogDescription>
        </DialogHeader>
        <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {PRIORITIES.map((priority) => (
            <div key={priority} className="flex justify-between gap-4 px-3 py-2">
              <dt className="font-medium text-slate-900">{t(`priority.${priority}`)}</dt>
              <dd className="text-slate-700">{priorityHint(priority)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">{t('client.availability.pickBoth')}</p>
        <DialogFooter>
          <Button onClick={startRequest}>{t('client.availability.start')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
