/**
 * The one rating dialog, for either side: the client rates the delivery (Rate on a delivered order,
 * the tracking dialog), the driver rates the client (the delivered card). Stars 1-5 (native radios:
 * arrows move and choose), optional feedback, and Submit only with a star chosen.
 */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, ratingRequest } from '@domain/ratings';
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
import { toast } from '@web/components/ui/use-toast';
import { useWordedResolver } from '@web/lib/forms';
import { cn } from '@web/lib/utils';
import { useRateOrder, type RatingSide } from './api/rate-order';
import { StarRating } from './StarRating';
import { useMessages, type MessageKey } from '@web/i18n';

/** What each side is asked (catalogue keys); the driver's buttons are larger, for a gloved hand. */
const COPY = {
  client: {
    title: 'rating.client.title',
    question: 'rating.client.question',
    hint: 'rating.client.hint',
    large: false,
  },
  driver: {
    title: 'rating.driver.title',
    question: 'rating.driver.question',
    hint: 'rating.driver.hint',
    large: true,
  },
} as const satisfies Record<
  RatingSide,
  { title: MessageKey; question: MessageKey; hint: MessageKey; large: boolean }
>;

type Props = {
  orderId: number;
  displayNumber: string;
  /** Who rates: the client (of the driver) or the driver (of the client). */
  side: RatingSide;
  /** The other party's name, when known. */
  counterpart: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The form's stars: null until one is chosen. */
type RatingValues = { rating: number | null; feedback: string };

export function RatingDialog({ orderId, displayNumber, side, counterpart, open, onOpenChange }: Props) {
  const resolver = useWordedResolver<RatingValues, z.output<typeof ratingRequest>>(ratingRequest);
  const form = useForm<RatingValues, unknown, z.output<typeof ratingRequest>>({
    resolver,
    defaultValues: { rating: null, feedback: '' },
  });
  const rating = useWatch({ control: form.control, name: 'rating' });
  const rate = useRateOrder(orderId, side);
  const errorId = useId();
  const copy = COPY[side];
  const { t } = useMessages();
  const big = copy.large ? ({ size: 'lg', className: 'h-12' } as const) : {};
  const ratingError = form.formState.errors.rating;
  // The stars only ever give a number, so a rating of the wrong type is none chosen: the dialog's
  // own words for it; any other refusal as the catalogue words it.
  const error = ratingError?.type === 'invalid_type' ? t('rating.required') : (ratingError?.message ?? null);

  const submit = form.handleSubmit((request) => {
    if (rate.isPending) return;
    rate.mutate(request, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('rating.thanks'), description: t('rating.submitted') });
        onOpenChange(false);
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('rating.failed'),
          description: t('rating.tryLater'),
        }),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(copy.title)}</DialogTitle>
          <DialogDescription>
            {t(copy.question, { number: displayNumber, name: counterpart ?? 'none' })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <StarRating
            value={rating}
            onChange={(value) => {
              form.setValue('rating', value);
              form.clearErrors('rating');
            }}
            invalid={error !== null}
            describedBy={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Field label={t('rating.feedback')} error={form.formState.errors.feedback?.message}>
            <Textarea
              maxLength={FEEDBACK_MAX_LENGTH}
              placeholder={t(copy.hint)}
              {...form.register('feedback')}
            />
          </Field>
          <DialogFooter className={copy.large ? 'gap-3' : undefined}>
            <Button type="button" variant="outline" {...big} onClick={() => onOpenChange(false)}>
              {t('rating.notNow')}
            </Button>
            {/* aria-disabled, not disabled: still clickable, so it can say why nothing happened. */}
            <Button
              type="submit"
              {...big}
              aria-disabled={rating === null}
              className={cn(big.className, rating === null && 'cursor-not-allowed opacity-60')}
              pending={rate.isPending}
              pendingText={t('rating.submitting')}
            >
              {t('rating.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
