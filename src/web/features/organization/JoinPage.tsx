/**
 * Joining an organisation from an emailed invitation: the page shows whose organisation and which
 * role, the invitee chooses a username and password, and is signed in.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { acceptInvitationRequest, type AcceptInvitationInput } from '@domain/invitation-accept';
import type { InvitationPreview } from '@domain/organizations';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { LoginFrame, useFinishSignIn } from '@web/features/auth';
import { useMessages } from '@web/i18n';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { usePageTitle } from '@web/lib/use-page-title';
import { acceptInvitation, previewInvitation } from './api';

/** The token travels in the link's fragment, which browsers never send to a server or a Referer. */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** The login the invitee chooses, and the link's token (held by the form, shown by no field). */
type JoinValues = { token: string; username: string; password: string; firstName: string; lastName: string };

export function JoinPage() {
  const { t, errorText, fieldErrors, fieldErrorList } = useMessages();
  usePageTitle(t('join.title'));
  const titleId = useId();
  const [token] = useState(tokenOfLink);
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : t('join.needsLink'));
  const resolver = useWordedResolver<JoinValues, AcceptInvitationInput>(acceptInvitationRequest);
  const form = useForm<JoinValues, unknown, AcceptInvitationInput>({
    resolver,
    defaultValues: { token, username: '', password: '', firstName: '', lastName: '' },
  });
  const errors = form.formState.errors;
  const finish = useFinishSignIn();

  useEffect(() => {
    if (!token) return;
    previewInvitation(token).then(setPreview, (error: unknown) =>
      setProblem(fieldErrors(error).token ?? errorText(error, 'join.unreadable')),
    );
  }, [token, errorText, fieldErrors]);

  const submit = form.handleSubmit(async (request) => {
    setProblem(null);
    try {
      const answer = await acceptInvitation(request);
      finish(answer.user);
    } catch (error) {
      // The link itself refused (expired, used) is the page's problem, not a field's.
      const linkRefused = fieldErrors(error).token;
      if (linkRefused) setProblem(linkRefused);
      else if (!placeServerErrors(form, error, fieldErrorList)) setProblem(errorText(error, 'join.failed'));
    }
  });
  // The link's token checked before any call: said where the link's other problems are.
  const shownProblem = problem ?? errors.token?.message ?? null;

  return (
    <LoginFrame>
      <Card aria-labelledby={titleId} className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle id={titleId}>{t('join.title')}</CardTitle>
          <CardDescription>
            {preview
              ? t('join.invites', {
                  organization: preview.organizationName,
                  email: preview.email,
                  role: preview.role,
                })
              : t('join.choose')}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {shownProblem ? (
            <p role="alert" className="text-sm text-red-700">
              {shownProblem}
            </p>
          ) : null}
          {preview ? (
            <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
              <Field label={t('join.firstName')} error={errors.firstName?.message}>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </Field>
              <Field label={t('join.lastName')} error={errors.lastName?.message}>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </Field>
              <Field label={t('join.username')} error={errors.username?.message}>
                <Input autoComplete="username" {...form.register('username')} />
              </Field>
              <Field label={t('join.password')} error={errors.password?.message}>
                <Input type="password" autoComplete="new-password" {...form.register('password')} />
              </Field>
              <Button
                type="submit"
                className="w-full"
                pending={form.formState.isSubmitting}
                pendingText={t('join.joining')}
              >
                {t('join.submit')}
              </Button>
            </form>
          ) : null}
          <p className="text-sm">
            <Link href="/login" className="font-medium text-teal-800 underline">
              {t('join.backToSignIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </LoginFrame>
  );
}
