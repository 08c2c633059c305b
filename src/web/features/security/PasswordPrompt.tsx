import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { currentPasswordField } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
import { useWordedResolver } from '@web/lib/forms';

const passwordForm = z.object({ currentPassword: currentPasswordField });
type PasswordValues = z.infer<typeof passwordForm>;

type Props = {
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the password (wrong, or too many tries), shown under the field. */
  error?: string | undefined;
  onSubmit: (currentPassword: string) => void;
};

/** Two-factor changes ask for the account password again (a session left open is not enough). */
export function PasswordPrompt({ submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useMessages();
  const resolver = useWordedResolver<PasswordValues, PasswordValues>(passwordForm);
  const form = useForm<PasswordValues>({
    resolver,
    defaultValues: { currentPassword: '' },
  });
  return (
    <form
      onSubmit={form.handleSubmit(({ currentPassword }) => onSubmit(currentPassword))}
      noValidate
      className="space-y-4"
    >
      <Field
        label={t('security.password.current')}
        error={form.formState.errors.currentPassword?.message ?? error}
      >
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.register('currentPassword')}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('security.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" pending={pending} pendingText={t('security.checking')}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
