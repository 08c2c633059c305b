/**
 * The one rating dialog, for either side: the client rates the delivery (Rate on a delivered order,
 * the tracking dialog), the driver rates the client (the delivered card). Stars 1-5 (native radios:
 * arrows move and choose), optional feedback, and Submit only with a star chosen.
 */
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_MAX_LENGTH, RATING_REQUIRED } from '@domain/ratings';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { useRateOrder, type RatingSide } from './api/rate-order';
import { StarRating } from './StarRating';

/** What each side is asked; the driver's buttons are larger, for a phone held in a glove. */
const COPY: Readonly<
  Record<
    RatingSide,
    { title: string; question: (order: string, name: string | null) => string; hint: string; large: boolean }
  >
> = {
  client: {
    title: 'Rate your delivery',
    question: (order, name) => `How did order #${order} go${name ? ` with ${name}` : ''}?`,
    hint: 'Anything the driver or dispatch should know',
    large: false,
  },
  driver: {
    title: 'Rate the client',
    question: (order, name) => `How was order #${order} with ${name ?? 'the client'}?`,
    hint: 'Access, waiting time, anything dispatch should know',
    large: true,
  },
};

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

export function RatingDialog({ orderId, displayNumber, side, counterpart, open, onOpenChange }: Props) {
  const [rating, setRating] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateOrder(orderId, side);
  const ids = { feedback: useId(), error: useId() };
  const copy = COPY[side];
  const big = copy.large ? ({ size: 'lg', className: 'h-12' } as const) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rate.isPending) return;
    if (rating === null) {
      setError(RATING_REQUIRED);
      return;
    }
    rate.mutate(
      { rating, feedback: feedback.trim() || null },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Thank you!', description: 'Your rating has been submitted.' });
          onOpenChange(false);
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Failed to submit rating',
            description: 'Please try again later.',
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.question(displayNumber, counterpart)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <StarRating
            value={rating}
            onChange={(value) => {
              setRating(value);
              setError(null);
            }}
            invalid={error !== null}
            describedBy={error ? ids.error : undefined}
          />
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={ids.feedback}>Feedback (optional)</Label>
            <Textarea
              id={ids.feedback}
              value={feedback}
              maxLength={FEEDBACK_MAX_LENGTH}
              onChange={(e) => setFeedback(e.target.value)}
              placeholder={copy.hint}
            />
          </div>
          <DialogFooter className={copy.large ? 'gap-3' : undefined}>
            <Button type="button" variant="outline" {...big} onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            {/* aria-disabled, not disabled: still clickable, so it can say why nothing happened. */}
            <Button
              type="submit"
              {...big}
              aria-disabled={rating === null}
              className={cn(big.className, rating === null && 'cursor-not-allowed opacity-60')}
              pending={rate.isPending}
              pendingText="Submitting…"
            >
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
