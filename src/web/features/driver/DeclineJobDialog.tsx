/**
 * Declining a job asks first and needs a reason: the job goes back to dispatch, who
 * read the reason on the order in the console. Two deliberate steps, never one stray tap.
 */
import { useForm } from 'react-hook-form';
import { DECLINE_REASON_MAX, declineJobRequest, type DeclineJobRequest } from '@domain/driver';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { useMessages } from '@web/i18n';
import { useWordedResolver } from '@web/lib/forms';
import { useDeclineJob } from './api/decline-job';

type Props = {
  order: OrderResponse;
  driverId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeclineJobDialog({ order, driverId, open, onOpenChange }: Props) {
  const resolver = useWordedResolver<DeclineJobRequest, DeclineJobRequest>(declineJobRequest);
  const form = useForm<DeclineJobRequest>({ resolver, defaultValues: { reason: '' } });
  const decline = useDeclineJob(driverId);
  const { t } = useMessages();
  const reasonError = form.formState.errors.reason;

  const submit = form.handleSubmit(({ reason }) => {
    if (decline.isPending) return;
    // The hook says how it went (toasts); here only the dialog closes.
    decline.mutate({ order, reason }, { onSuccess: () => onOpenChange(false) });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('driver.decline.title', { number: order.displayNumber })}</DialogTitle>
          <DialogDescription>{t('driver.decline.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field
            label={t('driver.decline.reason')}
            error={
              // Too short in the dialog's own words; any other refusal worded by the catalogue.
              reasonError?.type === 'too_small' ? t('driver.decline.tooShort') : reasonError?.message
            }
          >
            <Textarea
              maxLength={DECLINE_REASON_MAX}
              required
              placeholder={t('driver.decline.placeholder')}
              {...form.register('reason')}
            />
          </Field>
          <DialogFooter className="gap-3">
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="h-12"
              onClick={() => onOpenChange(false)}
            >
              {t('driver.decline.keep')}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              size="lg"
              className="h-12"
              pending={decline.isPending}
              pendingText={t('driver.decline.declining')}
            >
              {t('driver.decline.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
