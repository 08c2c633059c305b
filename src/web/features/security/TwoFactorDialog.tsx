import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { currentPasswordField, secondFactorCode } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useMessages, type Messages } from '@web/i18n/use-messages';
import { useWordedResolver } from '@web/lib/forms';
import { useToggleTwoFactor } from './api/toggle-two-factor';
import { CodeForm } from './CodeForm';
import { PasswordPrompt } from './PasswordPrompt';
import { RecoveryCodesList } from './RecoveryCodesList';

type Props = { enabled: boolean; open: boolean; onOpenChange: (open: boolean) => void };

export function TwoFactorDialog({ enabled, open, onOpenChange }: Props) {
  // Keep the dialog's mode fixed while it is open, though the overview refetches underneath it.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (!open && wasEnabled !== enabled) setWasEnabled(enabled);
  const enabling = !wasEnabled;
  const { t } = useMessages();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t(enabling ? 'security.twoFactor.enableTitle' : 'security.twoFactor.disableTitle')}
          </DialogTitle>
          <DialogDescription>
            {t(enabling ? 'security.twoFactor.enableText' : 'security.twoFactor.disableText')}
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

function failed({ t, errorText }: Pick<Messages, 't' | 'errorText'>) {
  return (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('security.twoFactor.failed'),
      description: errorText(error, 'security.twoFactor.failedText'),
    });
}

/** Password first; then the server issues a fresh secret, a code confirms it, and the recovery codes show once. */
function EnableSteps({ onDone }: { onDone: () => void }) {
  const { t, errorText } = useMessages();
  const setup = useToggleTwoFactor();
  const confirm = useToggleTwoFactor();
  // Kept for the confirming call, which the server also checks it on; never stored elsewhere.
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesList codes={codes} onDone={onDone} />;
  if (!setup.data) {
    return (
      <PasswordPrompt
        submitLabel={t('security.twoFactor.continue')}
        pending={setup.isPending}
        error={setup.isError ? errorText(setup.error, 'security.twoFactor.setupFailed') : undefined}
        onSubmit={(currentPassword) => {
          setPassword(currentPassword);
          setup.mutate({ enable: true, currentPassword });
        }}
      />
    );
  }

  const { qrCode, secret } = setup.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start">
        {qrCode ? (
          <img src={qrCode} alt={t('security.twoFactor.qr')} className="size-40 rounded-md bg-white p-1" />
        ) : null}
        <div className="min-w-0 text-sm text-slate-700">
          <p>{t('security.twoFactor.cantScan')}</p>
          <code
            data-testid="two-factor-secret"
            className="mt-2 block rounded-md bg-white px-2 py-1 font-mono text-sm break-all text-slate-900 select-all"
          >
            {secret}
          </code>
        </div>
      </div>
      <CodeForm
        label={t('security.twoFactor.verificationCode')}
        submitLabel={t('security.twoFactor.confirm')}
        pending={confirm.isPending}
        onSubmit={(code, reset) =>
          confirm.mutate(
            { enable: true, currentPassword: password, code },
            {
              onSuccess: (answer) => {
                toast({
                  variant: 'success',
                  title: t('security.twoFactor.enabled'),
                  description: t('security.twoFactor.enabledText'),
                });
                if (answer.recoveryCodes?.length) setCodes(answer.recoveryCodes);
                else onDone();
              },
              onError: (error) => {
                reset();
                failed({ t, errorText })(error);
              },
            },
          )
        }
      />
    </div>
  );
}

const disableForm = z.object({ currentPassword: currentPasswordField, code: secondFactorCode });
type DisableValues = z.infer<typeof disableForm>;

function DisableStep({ onDone }: { onDone: () => void }) {
  const { t, errorText } = useMessages();
  const disable = useToggleTwoFactor();
  const resolver = useWordedResolver<DisableValues, DisableValues>(disableForm);
  const form = useForm<DisableValues>({
    resolver,
    defaultValues: { currentPassword: '', code: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    disable.mutate(
      { enable: false, ...values },
      {
        onSuccess: () => {
          toast({
            title: t('security.twoFactor.disabled'),
            description: t('security.twoFactor.disabledText'),
          });
          onDone();
        },
        onError: (error) => {
          form.setValue('code', '');
          failed({ t, errorText })(error);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('security.password.current')} error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.register('currentPassword')}
        />
      </Field>
      <Field
        label={t('security.twoFactor.code')}
        error={errors.code?.message}
        hint={t('security.twoFactor.codeHint')}
      >
        <Input
          autoComplete="one-time-code"
          maxLength={11}
          placeholder="123456"
          className="font-mono tracking-widest"
          {...form.register('code')}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('security.cancel')}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="destructive"
          pending={disable.isPending}
          pendingText={t('security.checking')}
        >
          {t('security.twoFactor.disable')}
        </Button>
      </DialogFooter>
    </form>
  );
}
