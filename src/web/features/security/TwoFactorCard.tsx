import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TwoFactorDialog } from './TwoFactorDialog';

type Props = { enabled: boolean; recoveryCodesLeft: number };

export function TwoFactorCard({ enabled, recoveryCodesLeft }: Props) {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  const [codesOpen, setCodesOpen] = useState(false);
  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader>
        <CardTitle id="two-factor-title" className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-teal-700" aria-hidden="true" />
          {t('security.twoFactor.title')}
        </CardTitle>
        <CardDescription>{t(enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {enabled ? (
          <p className="text-sm text-slate-700" data-testid="recovery-codes-left">
            {t('security.twoFactor.codesLeft', { count: recoveryCodesLeft })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant={enabled ? 'outline' : 'default'} onClick={() => setOpen(true)}>
            {t(enabled ? 'security.twoFactor.disable' : 'security.twoFactor.enable')}
          </Button>
          {enabled ? (
            <Button variant="outline" onClick={() => setCodesOpen(true)}>
              {t('security.twoFactor.newCodes')}
            </Button>
          ) : null}
        </div>
        <TwoFactorDialog enabled={enabled} open={open} onOpenChange={setOpen} />
        <RecoveryCodesDialog open={codesOpen} onOpenChange={setCodesOpen} />
      </CardContent>
    </Card>
  );
}
