import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { REGISTERED_PENDING } from '@domain/driver-vetting';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n/use-messages';
import { SignedOutMessages } from './SignedOutMessages';
import { errorCode } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { loadAuthApi } from './deferred';
import { LoginFrame } from './LoginFrame';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * The token travels in the link's fragment (#token=...), which browsers never send to a server:
 * it stays out of access logs, proxies and the Referer of anything this page loads.
 */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** The page the sign-up email links to: it sends the link's token, and the account is signed in. */
export function VerifyEmailPage() {
  return (
    <SignedOutMessages>
      <VerifyEmail />
    </SignedOutMessages>
  );
}

function VerifyEmail() {
  const { t, errorText } = useMessages();
  usePageTitle(t('verifyEmail.pageTitle'));
  const titleId = useId();
  const finishSignIn = useFinishSignIn();
  const [token] = useState(tokenOfLink);
  const [pending, setPending] = useState(!!token);
  const [problem, setProblem] = useState<string | null>(token ? null : t('verifyEmail.noLink'));
  // The name asked for was taken: the person chooses another and sends the same link again.
  const [askName, setAskName] = useState(false);
  const [username, setUsername] = useState('');
  const sent = useRef(false);

  const finish = (chosen?: string) => {
    setPending(true);
    setProblem(null);
    void loadAuthApi()
      .then((api) => api.verifyEmail({ token, ...(chosen ? { username: chosen } : {}) }))
      .then(
        (answer) => {
          if (!answer.user) throw new Error('no user');
          toast({
            variant: 'success',
            title: t('verifyEmail.created'),
            // A new driver waits for dispatch; the server's answer says so.
            description:
              answer.user.driverApproval === 'pending'
                ? `${t('verifyEmail.welcome', { name: answer.user.firstName })} ${REGISTERED_PENDING}`
                : t('verifyEmail.welcome', { name: answer.user.firstName }),
          });
          finishSignIn(answer.user);
        },
        (error: unknown) => {
          setPending(false);
          if (errorCode(error) === 'USERNAME_TAKEN' || (chosen && errorCode(error) === 'VALIDATION_FAILED'))
            setAskName(true);
          setProblem(errorText(error, 'verifyEmail.failed'));
        },
      )
      .catch(() => {
        setPending(false);
        setProblem(t('verifyEmail.failed'));
      });
  };

  useEffect(() => {
    // Once: a second send of the same link would only be told it was used.
    if (!token || sent.current) return;
    sent.current = true;
    finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is sent once, on arrival
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) finish(username.trim());
  };

  return (
    <LoginFrame>
      <Card aria-labelledby={titleId} className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle id={titleId}>{t('verifyEmail.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {pending ? (
            <p role="status" className="text-sm text-slate-700">
              {t('verifyEmail.working')}
            </p>
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          {askName ? (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <Field label={t('verifyEmail.username')}>
                <Input
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </Field>
              <Button
                type="submit"
                className="w-full"
                pending={pending}
                pendingText={t('verifyEmail.working')}
              >
                {t('verifyEmail.submit')}
              </Button>
            </form>
          ) : null}
          {!pending && !askName ? (
            <p className="flex flex-wrap gap-4 text-sm">
              <Link href="/login" className="font-medium text-teal-800 underline">
                {t('verifyEmail.signIn')}
              </Link>
              <Link href="/login" className="font-medium text-teal-800 underline">
                {t('verifyEmail.signUpAgain')}
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </LoginFrame>
  );
}
