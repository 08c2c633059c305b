import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n/use-messages';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes';
import { PasswordPrompt } from './PasswordPrompt';
import { RecoveryCodesList } from './RecoveryCodesList';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** New recovery codes replace the old ones, after the password; shown once. */
export function RecoveryCodesDialog({ open, onOpenChange }: Props) {
  const { t } = useMessages();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.codes.title')}</DialogTitle>
          <DialogDescription>{t('security.codes.description')}</DialogDescription>
        </DialogHeader>
        {open ? <RegenerateSteps onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RegenerateSteps({ onDone }: { onDone: () => void }) {
  const { t, errorText } = useMessages();
  const regenerate = useRegenerateRecoveryCodes();
  if (regenerate.data) return <RecoveryCodesList codes={regenerate.data.recoveryCodes} onDone={onDone} />;
  return (
    <PasswordPrompt
      submitLabel={t('security.codes.create')}
      pending={regenerate.isPending}
      error={regenerate.isError ? errorText(regenerate.error, 'security.codes.failed') : undefined}
      onSubmit={(currentPassword) =>
        regenerate.mutate(
          { currentPassword },
          {
            onSuccess: () =>
              toast({
                variant: 'success',
                title: t('security.codes.replaced'),
                description: t('security.codes.replacedText'),
              }),
          },
        )
      }
    />
  );
}
