import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TwoFactorDialog } from './TwoFactorDialog';

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
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
      <CardContent>
        <Button variant={enabled ? 'outline' : 'default'} onClick={() => setOpen(true)}>
          {enabled ? 'Disable two-factor' : 'Enable two-factor'}
        </Button>
        <TwoFactorDialog enabled={enabled} open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
