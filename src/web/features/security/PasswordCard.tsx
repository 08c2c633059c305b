import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export function PasswordCard({ passwordChangedAt }: { passwordChangedAt: string | null }) {
  const { t, dateTime } = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title" className="flex items-center gap-2">
          <KeyRound className="size-5 text-teal-700" aria-hidden="true" />
          {t('security.password.title')}
        </CardTitle>
        <CardDescription>
          {passwordChangedAt
            ? t('security.password.changed', { at: dateTime(passwordChangedAt) })
            : t('security.password.neverChanged')}{' '}
          {t('security.password.signsOut')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('security.password.change')}
        </Button>
        <ChangePasswordDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
