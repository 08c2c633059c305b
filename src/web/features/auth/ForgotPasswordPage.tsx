import { useId, useState } from 'react';
import { Link } from 'wouter';
import { MailCheck } from 'lucide-react';
import type { ForgotPasswordRequest } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { serverMessage } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { loadAuthApi, schemaCheck } from './deferred';
import { LoginFrame } from './LoginFrame';
import { useAuthCall } from './use-auth-call';
import { useAuthForm } from './use-auth-form';

const checkRequest = schemaCheck((schemas) => schemas.forgotPasswordRequest);
const request = async (body: ForgotPasswordRequest) => (await loadAuthApi()).requestPasswordReset(body);

/** Asks for a reset link by username or email; the answer never says whether an account matched. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const titleId = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm<{ login: string }, ForgotPasswordRequest>({
    check: checkRequest,
    defaultValues: { login: '' },
  });
  const call = useAuthCall(request, {
    onSuccess: (result) => {
      setFailure(null);
      setAnswer(result.message);
    },
    onError: (error) => setFailure(serverMessage(error, 'The request could not be sent. Please try again.')),
  });
  const onSubmit = form.handleSubmit((values) => call.mutate(values));

  return (
    <LoginFrame>
      <Card aria-labelledby={titleId} className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle id={titleId}>Forgot your password?</CardTitle>
          <CardDescription>
            Enter your username or the email address of your account. We email a link to choose a new
            password.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {answer ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-teal-50 p-3 text-sm text-teal-950"
            >
              <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {answer}
            </p>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <Field label="Username or email" error={form.formState.errors.login?.message}>
                <Input autoComplete="username" {...form.register('login')} />
              </Field>
              {failure ? (
                <p role="alert" className="text-sm text-red-700">
                  {failure}
                </p>
              ) : null}
              <Button type="submit" className="w-full" pending={call.isPending} pendingText="Sending…">
                Email me a reset link
              </Button>
            </form>
          )}
          <p className="text-sm">
            <Link href="/login" className="font-medium text-teal-800 underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </LoginFrame>
  );
}
