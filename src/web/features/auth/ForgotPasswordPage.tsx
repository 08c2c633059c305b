import { useId, useState } from 'react';
import { Link } from 'wouter';
import { MailCheck } from 'lucide-react';
import type { ForgotPasswordRequest } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { loadAuthApi, loadAuthSchemas, schemaCheck } from './deferred';
import { LoginFrame } from './LoginFrame';
import { useAuthCall } from './use-auth-call';
import { useAuthForm } from './use-auth-form';

const checkRequest = schemaCheck((schemas) => schemas.forgotPasswordRequest);
const request = async (body: ForgotPasswordRequest) => (await loadAuthApi()).requestPasswordReset(body);

/** Asks for a reset link by username or email; the answer never says whether an account matched. */
export function ForgotPasswordPage() {
  const { t, errorText, language } = useMessages();
  usePageTitle(t('forgot.pageTitle'));
  const titleId = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm<{ login: string }, ForgotPasswordRequest>({
    check: (values) => checkRequest(values, language),
    defaultValues: { login: '' },
  });
  const call = useAuthCall(request, {
    // The answer is the same whether an account matched or not: worded here, in the reader's
    // language, with the link's lifetime from the rule the server applies (its schemas are loaded
    // by the submit's check already).
    onSuccess: () => {
      setFailure(null);
      void loadAuthSchemas().then(({ RESET_LINK_MINUTES }) =>
        setAnswer(t('forgot.sent', { minutes: RESET_LINK_MINUTES })),
      );
    },
    onError: (error) => setFailure(errorText(error, 'forgot.failed')),
  });
  const onSubmit = form.handleSubmit((values) => call.mutate(values));

  return (
    <LoginFrame>
      <Card aria-labelledby={titleId} className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle id={titleId}>{t('forgot.title')}</CardTitle>
          <CardDescription>{t('forgot.description')}</CardDescription>
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
              <Field label={t('forgot.login')} error={form.formState.errors.login?.message}>
                <Input autoComplete="username" {...form.register('login')} />
              </Field>
              {failure ? (
                <p role="alert" className="text-sm text-red-700">
                  {failure}
                </p>
              ) : null}
              <Button
                type="submit"
                className="w-full"
                pending={call.isPending}
                pendingText={t('forgot.pending')}
              >
                {t('forgot.submit')}
              </Button>
            </form>
          )}
          <p className="text-sm">
            <Link href="/login" className="font-medium text-teal-800 underline">
              {t('forgot.back')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </LoginFrame>
  );
}
