import { Check, Circle } from 'lucide-react';
import { PASSWORD_HINTS } from '@domain/password';
import { cn } from '@web/lib/utils';
import { useSignInWords } from './sign-in-words';

/** The suggested character classes, ticked live as the password is typed; only length is enforced. */
export function PasswordHints({ password }: { password: string }) {
  const { say } = useSignInWords();
  return (
    <ul className="grid gap-1 sm:grid-cols-2" aria-label={say('passwordHints.label')}>
      {PASSWORD_HINTS.map((hint) => {
        const met = hint.test(password);
        return (
          <li
            key={hint.id}
            data-met={met}
            className={cn('flex items-center gap-1.5 text-xs', met ? 'text-teal-800' : 'text-slate-600')}
          >
            {met ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5" aria-hidden="true" />
            )}
            <span>{hint.label}</span>
            <span className="sr-only">{say(met ? 'passwordHints.met' : 'passwordHints.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
