import { MailCheck } from 'lucide-react';
import { useMessages } from '@web/i18n/use-messages';
import { SignedOutMessages } from './SignedOutMessages';

type Props = { email: string; onAgain: () => void };

/**
 * What the sign-up card shows once the form is sent: the same for a new and a taken name or email
 * (the server answered alike), and the email says the rest. Loaded after the submit, with the
 * catalogue, so the sign-in page's first load carries neither.
 */
export function SignUpSent(props: Props) {
  return (
    <SignedOutMessages>
      <Sent {...props} />
    </SignedOutMessages>
  );
}

function Sent({ email, onAgain }: Props) {
  const { t } = useMessages();
  return (
    <div role="status" className="space-y-3 rounded-lg bg-teal-50 p-4 text-sm text-teal-950">
      <p className="flex items-center gap-2 text-base font-semibold">
        <MailCheck className="size-5 shrink-0" aria-hidden="true" />
        {t('signUp.checkEmail.title')}
      </p>
      <p className="break-words">{t('signUp.checkEmail.body', { email })}</p>
      <button type="button" className="font-medium text-teal-800 underline" onClick={onAgain}>
        {t('signUp.checkEmail.again')}
      </button>
    </div>
  );
}
