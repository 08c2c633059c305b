/** "Check it in this browser": the reader's own recomputation of the chain, beside the server's. */
import { useState } from 'react';
import { Cpu } from 'lucide-react';
import type { CustodyVerification } from '@domain/custody';
import type { CustodyResponse } from '@domain/custody-answers';
import { Button } from '@web/components/ui/button';
import { canCheckInBrowser, checkInBrowser } from './browser-check';

type Result =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: CustodyVerification }
  | { state: 'failed' };

function resultText(result: CustodyVerification): string {
  if (result.valid) {
    return `This browser recomputed all ${result.checked} hashes and signature images: they match, and the final hash is ${result.finalHash}.`;
  }
  return `This browser found a problem: ${result.problem ?? `the chain breaks at entry ${result.brokenAt}`}.`;
}

export function BrowserCheck({ data }: { data: CustodyResponse }) {
  const [check, setCheck] = useState<Result>({ state: 'idle' });
  if (!canCheckInBrowser()) return null;

  async function run() {
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', result: await checkInBrowser(data) });
    } catch (error) {
      console.error('custody check failed', error);
      setCheck({ state: 'failed' });
    }
  }

  return (
    <div className="space-y-2 print:hidden">
      <Button
        type="button"
        variant="outline"
        size="sm"
        pending={check.state === 'checking'}
        onClick={() => void run()}
      >
        <Cpu aria-hidden="true" />
        Check it in this browser
      </Button>
      <p role="status" data-testid="browser-check" className="text-sm text-slate-800 break-words">
        {check.state === 'done' ? resultText(check.result) : null}
        {check.state === 'failed' ? 'This browser could not run the check.' : null}
      </p>
    </div>
  );
}
