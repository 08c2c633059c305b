import { lazy, Suspense, useId, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import type { RegisterRequest, signUpForm, SignUpForm } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { fieldErrors } from '@web/lib/api';
import { browserLanguage } from './browser-language';
import { loadAuthApi, loadSpanishWords, schemaCheck } from './deferred';
import { PasswordHints } from './PasswordHints';
import { useAuthCall } from './use-auth-call';
import { useAuthForm } from './use-auth-form';
import { refusalText, useSignInWords } from './sign-in-words';

type SignUpValues = z.output<typeof signUpForm>;
const checkSignUp = schemaCheck((schemas) => schemas.signUpForm);
/** The email is written in the language this page is in. */
async function registerAccount(body: RegisterRequest) {
  const api = await loadAuthApi();
  return { ...(await api.register({ ...body, language: browserLanguage() })), email: body.email };
}
const SignUpSent = lazy(() => import('./SignUpSent').then((m) => ({ default: m.SignUpSent })));
const FIELD_NAMES = [
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'organizationName',
  'role',
] as const;

export function SignUpCard() {
  const { language, say } = useSignInWords();
  const titleId = useId();
  const form = useAuthForm<SignUpForm, SignUpValues>({
    check: (values) => checkSignUp(values, language),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      organizationName: '',
      role: 'client',
    },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  // The address the link went to: the card then says to look there, and nothing else.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useAuthCall(registerAccount, {
    onSuccess: (answer) => setSentTo(answer.email),
    onError: (error) => {
      // Put the server's field messages next to the fields they name, as well as in the toast: its
      // own sentences in English, the catalogue's words in Spanish.
      const place = (byField: Record<string, string>) => {
        for (const name of FIELD_NAMES) {
          const message = byField[name];
          if (message) form.setError(name, { message });
        }
      };
      if (language === 'en') place(fieldErrors(error));
      else
        void loadSpanishWords().then(
          (words) => place(words.fieldErrors(error)),
          () => undefined,
        );
      void refusalText(error, language, say('signUpForm.failedText')).then((description) =>
        toast({ variant: 'destructive', title: say('signUpForm.failed'), description }),
      );
    },
  });

  // confirmPassword is only the form's check; the server gets the registration fields alone.
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => mutation.mutate(body));

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{say('signUpForm.title')}</CardTitle>
        <CardDescription>{say('signUpForm.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sentTo ? (
          <Suspense fallback={null}>
            <SignUpSent email={sentTo} onAgain={() => setSentTo(null)} />
          </Suspense>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field label={say('signUpForm.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field label={say('signUpForm.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
            <Field
              label={say('signUpForm.organization')}
              error={errors.organizationName?.message}
              className="sm:col-span-2"
            >
              <Input
                autoComplete="organization"
                placeholder={say('signUpForm.organizationExample')}
                {...form.register('organizationName')}
              />
            </Field>
            <Field label={say('signUpForm.email')} error={errors.email?.message} className="sm:col-span-2">
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Field label={say('signUpForm.username')} error={errors.username?.message}>
              <Input autoComplete="username" {...form.register('username')} />
            </Field>
            <Field label={say('signUpForm.accountType')} error={errors.role?.message}>
              <NativeSelect {...form.register('role')}>
                <option value="client">{say('signUpForm.client')}</option>
                <option value="driver">{say('signUpForm.driver')}</option>
              </NativeSelect>
            </Field>
            <Field label={say('signUpForm.password')} error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label={say('signUpForm.confirmPassword')} error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
            </Field>
            <div className="sm:col-span-2">
              <PasswordHints password={password} />
            </div>
            <Button
              type="submit"
              className="w-full sm:col-span-2"
              pending={mutation.isPending}
              pendingText={say('signUpForm.pending')}
            >
              <UserPlus aria-hidden="true" />
              {say('signUpForm.submit')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
