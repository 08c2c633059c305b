/**
 * Joining an organisation from an emailed invitation: the page shows whose organisation and which
 * role, the invitee chooses a username and password, and is signed in.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { InvitationPreview } from '@domain/organizations';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { LoginFrame, useFinishSignIn } from '@web/features/auth';
import { useMessages } from '@web/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { acceptInvitation, previewInvitation } from './api';

/** The token travels in the link's fragment, which browsers never send to a server or a Referer. */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

const EMPTY = { username: '', password: '', firstName: '', lastName: '' };

export function JoinPage() {
  const { t, errorText, fieldErrors } = useMessages();
  usePageTitle(t('join.title'));
  const titleId = useId();
  const [token] = useState(tokenOfLink);
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : t('join.needsLink'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const finish = useFinishSignIn();

  useEffect(() => {
    if (!token) return;
    previewInvitation(token).then(setPreview, (error: unknown) =>
      setProblem(fieldErrors(error).token ?? errorText(error, 'join.unreadable')),
    );
  }, [token, errorText, fieldErrors]);

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const answer = await acceptInvitation({ token, ...values });
      finish(answer.user);
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField.token) setProblem(byField.token);
      else if (Object.keys(byField).length > 0) setErrors(byField);
      else setProblem(errorText(error, 'join.failed'));
      setPending(false);
    }
  };

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
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          {preview ? (
            <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
              <Field label={t('join.firstName')} error={errors.firstName}>
                <Input autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
              </Field>
              <Field label={t('join.lastName')} error={errors.lastName}>
                <Input autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
              </Field>
              <Field label={t('join.username')} error={errors.username}>
                <Input autoComplete="username" value={values.username} onChange={set('username')} />
              </Field>
              <Field label={t('join.password')} error={errors.password}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={set('password')}
                />
              </Field>
              <Button type="submit" className="w-full" pending={pending} pendingText={t('join.joining')}>
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
