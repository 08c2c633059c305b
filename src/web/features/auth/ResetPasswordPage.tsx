import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import type { ResetPasswordRequest } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { loadAuthApi, schemaCheck } from './deferred';
import { LoginFrame } from './LoginFrame';
import { PasswordHints } from './PasswordHints';
import { useAuthCall } from './use-auth-call';
import { useAuthForm } from './use-auth-form';

const checkReset = schemaCheck((schemas) => schemas.resetPasswordRequest);
const reset = async (body: ResetPasswordRequest) => (await loadAuthApi()).resetPassword(body);

/**
 * The token travels in the link's fragment (#token=...), which browsers never send to a server:
 * it stays out of access logs, proxies and the Referer of anything this page loads.
 */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

type Values = { token: string; newPassword: string; confirmPassword: string };

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const titleId = useId();
  const [token] = useState(tokenOfLink);
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : 'This page needs the link from your email.',
  );
  const form = useAuthForm<Values, ResetPasswordRequest>({
    check: checkReset,
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('newPassword');
  const call = useAuthCall(reset, {
    onSuccess: (answer) => setDone(answer.message),
    onError: (error) => {
      const byField = fieldErrors(error);
      if (byField.token) return setLinkProblem(byField.token);
      for (const name of ['newPassword', 'confirmPassword'] as const)
        if (byField[name]) form.setError(name, { message: byField[name] });
      if (!byField.newPassword && !byField.confirmPassword)
        setLinkProblem(serverMessage(error, 'The password could not be changed. Please try again.'));
    },
  });
  const onSubmit = form.handleSubmit((values) => call.mutate(values));

  return (
    <LoginFrame>
      <Card aria-labelledby={titleId} className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle id={titleId}>Choose a new password</CardTitle>
          <CardDescription>Changing it signs your account out on every device.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {done ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-teal-50 p-3 text-sm text-teal-950"
            >
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {done}
            </p>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <Field
                label="New password"
                error={errors.newPassword?.message}
                hint={<PasswordHints password={password} />}
              >
                <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
              </Field>
              <Field label="Confirm new password" error={errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
              </Field>
              {linkProblem || errors.token ? (
                <p role="alert" className="text-sm text-red-700">
                  {linkProblem ?? errors.token?.message}{' '}
                  <Link href="/forgot-password" className="font-medium underline">
                    Ask for a new link
                  </Link>
                </p>
              ) : null}
              <Button type="submit" className="w-full" pending={call.isPending} pendingText="Saving…">
                Save new password
              </Button>
            </form>
          )}
          <p className="text-sm">
            <Link href="/login" className="font-medium text-teal-800 underline">
              {done ? 'Sign in' : 'Back to sign in'}
            </Link>
          </p>
        </CardContent>
      </Card>
    </LoginFrame>
  );
}
