/** Rating dialog (spec 2, 5): stars 1-5, optional feedback, Submit only with a star chosen. */
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
import { useRateOrder } from './api';
import { StarRating } from './StarRating';

type Props = {
  orderId: number;
  displayNumber: string;
  driverName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RatingDialog({ orderId, displayNumber, driverName, open, onOpenChange }: Props) {
  const [rating, setRating] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateOrder(orderId);
  const ids = { feedback: useId(), error: useId() };

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
          <DialogTitle>Rate your delivery</DialogTitle>
          <DialogDescription>
            How did order #{displayNumber} go{driverName ? ` with ${driverName}` : ''}?
          </DialogDescription>
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
              placeholder="Anything the driver or dispatch should know"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            {/* aria-disabled, not disabled: still clickable, so it can say why nothing happened. */}
            <Button
              type="submit"
              aria-disabled={rating === null}
              className={rating === null ? 'cursor-not-allowed opacity-60' : undefined}
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
