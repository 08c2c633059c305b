import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export function PasswordCard({ passwordChangedAt }: { passwordChangedAt: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title" className="flex items-center gap-2">
          <KeyRound className="size-5 text-teal-700" aria-hidden="true" />
          Password
        </CardTitle>
        <CardDescription>
          {passwordChangedAt
            ? `Last changed ${formatDateTime(passwordChangedAt)}.`
            : 'Never changed since sign-up.'}{' '}
          Changing it signs out your other sessions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Change password
        </Button>
        <ChangePasswordDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
