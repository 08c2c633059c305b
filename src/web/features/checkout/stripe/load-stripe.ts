/**
 * Stripe.js, loaded from js.stripe.com on first use (Stripe serves it only from there; bundling it
 * is not allowed). The `pure` entry point injects nothing at import, so only a stripe-mode card
 * checkout ever fetches it; the test-mode checkout and every other page never do.
 */
import { useQuery } from '@tanstack/react-query';
import { loadStripe } from '@stripe/stripe-js/pure';

export function useStripeJs(publishableKey: string) {
  return useQuery({
    queryKey: ['stripe.js', publishableKey],
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    },
    // One Stripe instance per key for the page's life; never refetched, never merged.
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    retry: false,
  });
}
