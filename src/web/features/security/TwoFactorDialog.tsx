import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { useToggleTwoFactor } from './api';
import { CodeForm } from './CodeForm';

type Props = { enabled: boolean; open: boolean; onOpenChange: (open: boolean) => void };

export function TwoFactorDialog({ enabled, open, onOpenChange }: Props) {
  // Keep the dialog's mode fixed while it is open, though the overview refetches underneath it.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (!open && wasEnabled !== enabled) setWasEnabled(enabled);
  const enabling = !wasEnabled;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {enabling ? 'Enable two-factor authentication' : 'Disable two-factor authentication'}
          </DialogTitle>
          <DialogDescription>
            {enabling
              ? 'Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.'
              : 'Enter a current code from your authenticator app to turn two-factor authentication off.'}
          </DialogDescription>
        </DialogHeader>
        {enabling ? (
          <EnableSteps onDone={() => onOpenChange(false)} />
        ) : (
          <DisableStep onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function failed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Two-factor update failed',
    description: serverMessage(error, 'Please check the code and try again.'),
  });
}

/** Mounted when the dialog opens: asks the server for a fresh secret, then confirms it with a code. */
function EnableSteps({ onDone }: { onDone: () => void }) {
  const setup = useToggleTwoFactor();
  const confirm = useToggleTwoFactor();
  const { mutate: startSetup } = setup;
  // Once per opening: each call makes the server issue a new secret, replacing the one on screen.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup({ enable: true });
  }, [startSetup]);

  if (setup.isPending || setup.isIdle) {
    return (
      <div role="status" className="flex items-center gap-2 py-8 text-slate-600">
        <Spinner className="text-teal-700" /> Generating your key…
      </div>
    );
  }
  if (setup.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(setup.error, 'Two-factor setup could not start.')}
        </p>
        <Button variant="outline" onClick={() => setup.mutate({ enable: true })}>
          Try again
        </Button>
      </div>
    );
  }

  const { qrCode, secret } = setup.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start">
        {qrCode ? (
          <img
            src={qrCode}
            alt="QR code for your authenticator app"
            className="size-40 rounded-md bg-white p-1"
          />
        ) : null}
        <div className="min-w-0 text-sm text-slate-700">
          <p>Can&apos;t scan it? Enter this key in the app instead:</p>
          <code
            data-testid="two-factor-secret"
            className="mt-2 block rounded-md bg-white px-2 py-1 font-mono text-sm break-all text-slate-900 select-all"
          >
            {secret}
          </code>
        </div>
      </div>
      <CodeForm
        label="Verification code"
        submitLabel="Confirm"
        pending={confirm.isPending}
        onSubmit={(code, reset) =>
          confirm.mutate(
            { enable: true, code },
            {
              onSuccess: (answer) => {
                toast({ variant: 'success', title: 'Two-factor enabled', description: answer.message });
                onDone();
              },
              onError: (error) => {
                reset();
                failed(error);
              },
            },
          )
        }
      />
    </div>
  );
}

function DisableStep({ onDone }: { onDone: () => void }) {
  const disable = useToggleTwoFactor();
  return (
    <CodeForm
      label="Authentication code"
      submitLabel="Disable two-factor"
      destructive
      pending={disable.isPending}
      onSubmit={(code, reset) =>
        disable.mutate(
          { enable: false, code },
          {
            onSuccess: (answer) => {
              toast({ title: 'Two-factor disabled', description: answer.message });
              onDone();
            },
            onError: (error) => {
              reset();
              failed(error);
            },
          },
        )
      }
    />
  );
}
