/**
 * The driver rates the client after delivery (spec 6, userType driver). The star picker is the
 * ratings feature's (native radios: arrows move and choose); Submit stays disabled until a star
 * is chosen (spec 2).
 */
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_MAX_LENGTH } from '@domain/ratings';
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
import { StarRating } from '@web/features/ratings/StarRating';
import { useRateClient } from './api';

type Props = {
  orderId: number;
  displayNumber: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RateClientDialog({ orderId, displayNumber, clientName, open, onOpenChange }: Props) {
  const [rating, setRating] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const rate = useRateClient(orderId);
  const feedbackId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null || rate.isPending) return;
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
          <DialogTitle>Rate the client</DialogTitle>
          <DialogDescription>
            How was order #{displayNumber} with {clientName}?
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <StarRating value={rating} onChange={setRating} />
          <div className="space-y-1.5">
            <Label htmlFor={feedbackId}>Feedback (optional)</Label>
            <Textarea
              id={feedbackId}
              value={feedback}
              maxLength={FEEDBACK_MAX_LENGTH}
              onChange={(e) => setFeedback(e.target.value)}
              placeholder="Access, waiting time, anything dispatch should know"
            />
          </div>
          <DialogFooter className="gap-3">
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="h-12"
              onClick={() => onOpenChange(false)}
            >
              Not now
            </Button>
            <Button
              type="submit"
              size="lg"
              className="h-12"
              disabled={rating === null}
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
