import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import type { ResetPasswordRequest } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
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
  const { t, errorText, language, fieldErrors } = useMessages();
  usePageTitle(t('reset.pageTitle'));
  const titleId = useId();
  const [token] = useState(tokenOfLink);
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('reset.noLink'));
  const form = useAuthForm<Values, ResetPasswordRequest>({
    check: (values) => checkReset(values, language),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('newPassword');
  const call = useAuthCall(reset, {
    onSuccess: () => setDone(t('reset.done')),
    onError: (error) => {
      const byField = fieldErrors(error);
      // A refused link is said by the answer's code to a Spanish reader; the fields are worded as such.
      if (byField.token)
        return setLinkProblem(language === 'en' ? byField.token : errorText(error, 'reset.failed'));
      for (const name of ['newPassword', 'confirmPassword'] as const)
        if (byField[name]) form.setError(name, { message: byField[name] });
      if (!byField.newPassword && !byField.confirmPassword) setLinkProblem(errorText(error, 'reset.failed'));
    },
  });
  const onSubmit = form.handleSubmit((values) => call.mutate(values));

  return (
    <LoginFrame>
      <Card aria-labelledby={titleId} className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle id={titleId}>{t('reset.title')}</CardTitle>
          <CardDescription>{t('reset.description')}</CardDescription>
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
                label={t('reset.newPassword')}
                error={errors.newPassword?.message}
                hint={<PasswordHints password={password} />}
              >
                <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
              </Field>
              <Field label={t('reset.confirmPassword')} error={errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
              </Field>
              {linkProblem || errors.token ? (
                <p role="alert" className="text-sm text-red-700">
                  {linkProblem ?? errors.token?.message}{' '}
                  <Link href="/forgot-password" className="font-medium underline">
                    {t('reset.newLink')}
                  </Link>
                </p>
              ) : null}
              <Button
                type="submit"
                className="w-full"
                pending={call.isPending}
                pendingText={t('reset.pending')}
              >
                {t('reset.submit')}
              </Button>
            </form>
          )}
          <p className="text-sm">
            <Link href="/login" className="font-medium text-teal-800 underline">
              {t(done ? 'reset.signIn' : 'reset.back')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </LoginFrame>
  );
}
