import { useForm, useWatch } from 'react-hook-form';
import { changePasswordRequest, type ChangePasswordRequest } from '@domain/auth';
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
import { PasswordHints } from '@web/features/auth';
import { useMessages } from '@web/i18n/use-messages';
import { useWordedResolver } from '@web/lib/forms';
import { useChangePassword } from './api/change-password';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  const { t } = useMessages();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.password.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('security.password.dialogText')}</DialogDescription>
        </DialogHeader>
        {/* Lives inside the content, which unmounts on close: reopening starts from an empty form. */}
        <ChangePasswordForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t, fieldErrors } = useMessages();
  const mutation = useChangePassword();
  const resolver = useWordedResolver<ChangePasswordRequest, ChangePasswordRequest>(changePasswordRequest);
  const form = useForm<ChangePasswordRequest>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('security.password.updated'),
          description: t('security.password.updatedText'),
        });
        onDone();
      },
      onError: (error) => {
        const byField = fieldErrors(error);
        for (const name of FIELDS) {
          const message = byField[name];
          if (message) form.setError(name, { message });
        }
        form.setValue('currentPassword', '');
        form.setFocus('currentPassword');
        toast({
          variant: 'destructive',
          title: t('security.password.failed'),
          description: t('security.password.failedText'),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('security.password.current')} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field
        label={t('security.password.new')}
        error={errors.newPassword?.message}
        hint={<PasswordHints password={newPassword} />}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Field label={t('security.password.confirm')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('security.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" pending={mutation.isPending} pendingText={t('security.password.pending')}>
          {t('security.password.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
