import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';

/**
 * The one-time recovery codes, shown once: the server keeps only their hashes, so this is the
 * only time anyone can read them.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('security.codes.save')}</p>
      <ul
        aria-label={t('security.codes.list')}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t(copied ? 'security.codes.copied' : 'security.codes.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('security.codes.saved')}
        </Button>
      </div>
    </div>
  );
}
