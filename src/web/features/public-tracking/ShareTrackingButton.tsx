/**
 * "Share tracking link": fetches the order's public link and copies it for the client (or
 * dispatch) to send to the recipient, who has no account. The clipboard can be refused (browser
 * policy, an old phone), so the link is also shown (`showLink`) or put in the toast to copy by hand.
 */
import { useId, useState } from 'react';
import { Share2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { publicLinkQueryOptions, trackingUrl } from './api/get-public-link';

type Props = {
  orderId: number;
  displayNumber: string;
  /** Show the link under the button after a click (Order History); off in the dense admin table. */
  showLink?: boolean;
  /** Icon only on wide screens (the admin table), with the words kept for screen readers. */
  compact?: boolean;
};

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareTrackingButton({ orderId, displayNumber, showLink = false, compact = false }: Props) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function share() {
    setBusy(true);
    try {
      // The link never changes for an order: fetched once, then served from the cache.
      const link = await queryClient.fetchQuery(publicLinkQueryOptions(orderId));
      const full = trackingUrl(link.path, window.location.origin);
      setUrl(full);
      const copied = await copy(full);
      toast({
        variant: copied ? 'success' : 'default',
        title: copied ? 'Tracking link copied' : 'Tracking link',
        description: copied
          ? `Send it to the recipient of #${displayNumber}: ${full}`
          : `Copy this link: ${full}`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not get the tracking link',
        description: serverMessage(error, 'Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        pending={busy}
        aria-label={compact ? `Share tracking link for #${displayNumber}` : undefined}
        title={compact ? 'Share tracking link' : undefined}
        onClick={() => void share()}
      >
        <Share2 aria-hidden="true" />
        <span className={compact ? 'lg:sr-only' : undefined}>Share tracking link</span>
      </Button>
      {showLink && url ? (
        <div className="basis-full space-y-1">
          <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
            Tracking link for the recipient
          </label>
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-9 w-full rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs text-slate-900"
          />
        </div>
      ) : null}
    </>
  );
}
