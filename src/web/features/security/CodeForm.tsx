import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { totpCode } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
import { useWordedResolver } from '@web/lib/forms';

// The shared six-digit rule, made required for the two-factor dialog's single field.
const codeForm = z.object({ code: totpCode });
type CodeValues = z.infer<typeof codeForm>;

type Props = {
  label: string;
  submitLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** `reset` clears the field for another try after a wrong code. */
  onSubmit: (code: string, reset: () => void) => void;
};

export function CodeForm({ label, submitLabel, pending, destructive = false, onSubmit }: Props) {
  const { t } = useMessages();
  const resolver = useWordedResolver<CodeValues, CodeValues>(codeForm);
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
  const reset = () => {
    form.setValue('code', '');
    form.setFocus('code');
  };
  return (
    <form onSubmit={form.handleSubmit(({ code }) => onSubmit(code, reset))} noValidate className="space-y-4">
      <Field label={label} error={form.formState.errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
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
          variant={destructive ? 'destructive' : 'default'}
          pending={pending}
          pendingText={t('security.checking')}
        >
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
