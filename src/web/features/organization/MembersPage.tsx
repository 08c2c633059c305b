/**
 * The client's organisation: its members and their roles. The owner invites by email with a role
 * and removes members; everyone else sees the list.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import {
  INVITATION_DAYS,
  inviteMemberRequest,
  ORGANIZATION_ROLES,
  type InviteMemberRequest,
  type OrganizationRole,
} from '@domain/organizations';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { usePageTitle } from '@web/lib/use-page-title';
import { useInviteMember, useMyOrganization, useRemoveMember } from './api';
import { ReceivingSiteSection } from './ReceivingSiteSection';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

type InviteValues = { email: string; role: OrganizationRole };

function InviteForm({ organizationId }: { organizationId: number }) {
  const { t, errorText, fieldErrorList } = useMessages();
  const invite = useInviteMember(organizationId);
  const resolver = useWordedResolver<InviteValues, InviteMemberRequest>(inviteMemberRequest);
  const form = useForm<InviteValues, unknown, InviteMemberRequest>({
    resolver,
    defaultValues: { email: '', role: 'booker' },
  });
  const errors = form.formState.errors;
  const [sent, setSent] = useState<string | null>(null);
  // A refusal that names no field of the form: said under the form.
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit((request) => {
    setSent(null);
    setFailure(null);
    invite.mutate(request, {
      onSuccess: (answer) => {
        // The server's sentence is English: the catalogue says the same in the reader's language.
        setSent(t('members.invite.sent', { email: answer.invitation.email, days: INVITATION_DAYS }));
        form.reset({ email: '', role: request.role });
      },
      onError: (error) => {
        if (!placeServerErrors(form, error, fieldErrorList)) setFailure(error);
      },
    });
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <Field label={t('members.invite.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label={t('members.invite.role')} error={errors.role?.message}>
        <select className={SELECT} {...form.register('role')}>
          {ORGANIZATION_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`members.role.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" pending={invite.isPending} pendingText={t('members.invite.sending')}>
        <UserPlus aria-hidden="true" />
        {t('members.invite.send')}
      </Button>
      {sent ? (
        <p role="status" className="text-sm text-teal-900 sm:col-span-3">
          {sent}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errorText(failure, 'members.invite.failed')}
        </p>
      ) : null}
    </form>
  );
}

export function MembersPage() {
  const { t, errorText, day } = useMessages();
  usePageTitle(t('members.title'));
  const organization = useMyOrganization();
  const data = organization.data;
  const remove = useRemoveMember(data?.organization.id ?? 0);
  if (organization.isPending) return <PageSpinner />;
  if (!data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(organization.error, 'members.loadFailed')}
      </p>
    );
  }
  const owner = data.myRole === 'owner';
  return (
    <>
      <PageHeader
        title={t('members.title')}
        description={t('members.description', { organization: data.organization.name })}
      />
      <div className="space-y-6">
        {owner ? (
          <section
            aria-labelledby="invite-title"
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="invite-title" className="text-base font-semibold text-slate-900">
              {t('members.invite.title')}
            </h2>
            <InviteForm organizationId={data.organization.id} />
          </section>
        ) : null}
        {owner ? <ReceivingSiteSection organization={data.organization} /> : null}
        <section aria-labelledby="members-title" className="space-y-3">
          <h2 id="members-title" className="text-base font-semibold text-slate-900">
            {t('members.count', { count: data.members.length })}
          </h2>
          {remove.error ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(remove.error, 'members.removeFailed')}
            </p>
          ) : null}
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {data.members.map((m) => (
              <li key={m.userId} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {m.firstName} {m.lastName}
                  </p>
                  <p className="truncate text-sm text-slate-600">{m.email}</p>
                </div>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{m.role}</span>
                {owner ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('members.removeLabel', { name: `${m.firstName} ${m.lastName}` })}
                    pending={remove.isPending && remove.variables === m.userId}
                    pendingText={t('members.removing')}
                    onClick={() => remove.mutate(m.userId)}
                  >
                    {t('members.remove')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {owner && data.invitations.length > 0 ? (
          <section aria-labelledby="invitations-title" className="space-y-3">
            <h2 id="invitations-title" className="text-base font-semibold text-slate-900">
              {t('members.invitations')}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {data.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                  <span className="min-w-0 flex-1 truncate">{i.email}</span>
                  <span className="rounded bg-slate-100 px-2 py-0.5">{i.role}</span>
                  <span className="text-slate-600">{t('members.until', { date: day(i.expiresAt) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
