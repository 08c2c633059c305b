import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { fieldErrors } from '@web/lib/api';
import { useChangePassword } from './api/change-password';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>
            Your other sessions will be signed out once the new password is saved.
          </DialogDescription>
        </DialogHeader>
        {/* Lives inside the content, which unmounts on close: reopening starts from an empty form. */}
        <ChangePasswordForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Password updated',
          description: 'Your other sessions have been signed out.',
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
          title: 'Password change failed',
          description: 'Please check your current password and try again',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field
        label="New password"
        error={errors.newPassword?.message}
        hint={<PasswordHints password={newPassword} />}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" pending={mutation.isPending} pendingText="Updating…">
          Update password
        </Button>
      </DialogFooter>
    </form>
  );
}
