/**
 * An endpoint's new secret (registered, or replaced), shown once: the server never answers it
 * again. It takes the focus when it appears, so a keyboard or screen-reader user who pressed a
 * card's button further down is brought to it.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';

export function SecretOnce({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [secret]);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="secret-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="webhook-secret"
    >
      <h2 id="secret-title" className="font-semibold">
        Signing secret for {url}
      </h2>
      <p className="mt-1 text-sm">
        Copy it now and give it to the receiving system: it will not be shown again.
      </p>
      <code className="mt-3 block overflow-x-auto rounded bg-white p-2 text-sm break-all">{secret}</code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button type="button" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
