/** "Check it in this browser": the reader's own recomputation of the chain, beside the server's. */
import { useState } from 'react';
import { Cpu } from 'lucide-react';
import type { CustodyVerification } from '@domain/custody';
import type { CustodyResponse } from '@domain/custody-answers';
import { Button } from '@web/components/ui/button';
import { useMessages, type Translate } from '@web/i18n';
import { canCheckInBrowser, checkInBrowser } from './browser-check';

type Result =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: CustodyVerification }
  | { state: 'failed' };

function resultText(t: Translate, result: CustodyVerification): string {
  if (result.valid) return t('custody.check.valid', { count: result.checked, hash: result.finalHash });
  // The problem itself is the domain's shared wording (decision 070), the frame is the reader's.
  const problem = result.problem ?? t('custody.check.breaksAt', { seq: result.brokenAt });
  return t('custody.check.problem', { problem });
}

export function BrowserCheck({ data }: { data: CustodyResponse }) {
  const { t } = useMessages();
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
        {t('custody.check.button')}
      </Button>
      <p role="status" data-testid="browser-check" className="text-sm text-slate-800 break-words">
        {check.state === 'done' ? resultText(t, check.result) : null}
        {check.state === 'failed' ? t('custody.check.failed') : null}
      </p>
    </div>
  );
}
