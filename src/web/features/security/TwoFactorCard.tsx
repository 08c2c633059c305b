import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TwoFactorDialog } from './TwoFactorDialog';

type Props = { enabled: boolean; recoveryCodesLeft: number };

export function TwoFactorCard({ enabled, recoveryCodesLeft }: Props) {
  const [open, setOpen] = useState(false);
  const [codesOpen, setCodesOpen] = useState(false);
  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader>
        <CardTitle id="two-factor-title" className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-teal-700" aria-hidden="true" />
          Two-factor authentication
        </CardTitle>
        <CardDescription>
          {enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: add a code from an authenticator app to every sign-in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {enabled ? (
          <p className="text-sm text-slate-700" data-testid="recovery-codes-left">
            {recoveryCodesLeft === 1 ? '1 recovery code left.' : `${recoveryCodesLeft} recovery codes left.`}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant={enabled ? 'outline' : 'default'} onClick={() => setOpen(true)}>
            {enabled ? 'Disable two-factor' : 'Enable two-factor'}
          </Button>
          {enabled ? (
            <Button variant="outline" onClick={() => setCodesOpen(true)}>
              New recovery codes
            </Button>
          ) : null}
        </div>
        <TwoFactorDialog enabled={enabled} open={open} onOpenChange={setOpen} />
        <RecoveryCodesDialog open={codesOpen} onOpenChange={setCodesOpen} />
      </CardContent>
    </Card>
  );
}
