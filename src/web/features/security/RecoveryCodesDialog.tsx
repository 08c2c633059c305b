import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes';
import { PasswordPrompt } from './PasswordPrompt';
import { RecoveryCodesList } from './RecoveryCodesList';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** New recovery codes replace the old ones, after the password; shown once. */
export function RecoveryCodesDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New recovery codes</DialogTitle>
          <DialogDescription>
            Confirm your password to create ten new recovery codes. The old ones stop working.
          </DialogDescription>
        </DialogHeader>
        {open ? <RegenerateSteps onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RegenerateSteps({ onDone }: { onDone: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  if (regenerate.data) return <RecoveryCodesList codes={regenerate.data.recoveryCodes} onDone={onDone} />;
  return (
    <PasswordPrompt
      submitLabel="Create new codes"
      pending={regenerate.isPending}
      error={
        regenerate.isError ? serverMessage(regenerate.error, 'New codes could not be created.') : undefined
      }
      onSubmit={(currentPassword) =>
        regenerate.mutate(
          { currentPassword },
          {
            onSuccess: (answer) =>
              toast({ variant: 'success', title: 'Recovery codes replaced', description: answer.message }),
          },
        )
      }
    />
  );
}
