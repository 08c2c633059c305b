import { useEffect, useId, useState } from 'react';
import { LogIn, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { z } from 'zod';
import type { loginRequest, LoginRequest } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorCode } from '@web/lib/api';
import { loadAuthApi, schemaCheck } from './deferred';
import { useAuthCall } from './use-auth-call';
import { useAuthForm } from './use-auth-form';
import { useFinishSignIn } from './use-finish-sign-in';
import { refusalText, useSignInWords } from './sign-in-words';

type SignInValues = z.input<typeof loginRequest>;
const checkSignIn = schemaCheck((schemas) => schemas.loginRequest);
const login = async (body: LoginRequest) => (await loadAuthApi()).login(body);
/** The server refused a sign-in only because the account's second factor is missing. */
const isTwoFactorRequired = (error: unknown) => errorCode(error) === 'TWO_FACTOR_REQUIRED';

export function SignInCard() {
  const { language, say } = useSignInWords();
  const titleId = useId();
  const finishSignIn = useFinishSignIn();
  // Set once the server says this account needs its authenticator code (two-factor on).
  const [needsCode, setNeedsCode] = useState(false);
  // A lost phone: one of the recovery codes shown when two-factor was turned on, in place of a code.
  const [recovery, setRecovery] = useState(false);
  const form = useAuthForm<SignInValues, LoginRequest>({
    check: (values) => checkSignIn(values, language),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const mutation = useAuthCall(login, {
    onSuccess: (answer) => {
      if (!answer.user) {
        toast({
          variant: 'destructive',
          title: say('login.noUser'),
          description: say('login.noUserText'),
        });
        return;
      }
      toast({
        variant: 'success',
        title: say('login.welcome'),
        description: say('login.signedInAs', { name: answer.user.firstName }),
      });
      finishSignIn(answer.user);
    },
    onError: (error) => {
      if (isTwoFactorRequired(error) && !needsCode) {
        setNeedsCode(true);
        return;
      }
      if (needsCode) form.setValue('code', '');
      void refusalText(error, language, say('login.failedText')).then((description) =>
        toast({ variant: 'destructive', title: say('login.failed'), description }),
      );
    },
  });

  useEffect(() => {
    if (needsCode) form.setFocus('code');
  }, [needsCode, form]);

  const onSubmit = form.handleSubmit(({ username, password, code }) => {
    mutation.mutate(needsCode ? { username, password, code } : { username, password });
  });

  function switchAccount() {
    setNeedsCode(false);
    setRecovery(false);
    form.reset({ username: '', password: '' });
  }

  return (
    <Card aria-labelledby={titleId} className="h-fit">
      <CardHeader>
        <CardTitle id={titleId}>{say('login.title')}</CardTitle>
        <CardDescription>{say('login.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label={say('login.username')} error={errors.username?.message}>
            <Input autoComplete="username" readOnly={needsCode} {...form.register('username')} />
          </Field>
          <Field label={say('login.password')} error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              readOnly={needsCode}
              {...form.register('password')}
            />
          </Field>
          {needsCode ? (
            <div className="space-y-3 rounded-lg border border-teal-200 bg-teal-50 p-4">
              <p className="flex items-start gap-2 text-sm text-teal-950" role="status">
                <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {say(recovery ? 'login.recoveryAsked' : 'login.codeAsked')}
              </p>
              <Field label={say(recovery ? 'login.recoveryCode' : 'login.code')} error={errors.code?.message}>
                <Input
                  key={recovery ? 'recovery' : 'totp'}
                  inputMode={recovery ? 'text' : 'numeric'}
                  autoComplete={recovery ? 'off' : 'one-time-code'}
                  maxLength={recovery ? 11 : 6}
                  placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
                  {...form.register('code')}
                />
              </Field>
              <div className="flex flex-wrap gap-x-4">
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => {
                    setRecovery(!recovery);
                    form.setValue('code', '');
                    form.setFocus('code');
                  }}
                >
                  {say(recovery ? 'login.useCode' : 'login.useRecovery')}
                </Button>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={switchAccount}
                >
                  {say('login.otherAccount')}
                </Button>
              </div>
            </div>
          ) : null}
          <Button
            type="submit"
            className="w-full"
            // Stays busy through the short wait before the redirect, so nobody signs in twice.
            pending={mutation.isPending || !!mutation.data?.user}
            pendingText={say('login.pending')}
          >
            <LogIn aria-hidden="true" />
            {say(needsCode ? 'login.submitWithCode' : 'login.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link href="/forgot-password" className="font-medium text-teal-800 underline">
              {say('login.forgot')}
            </Link>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
