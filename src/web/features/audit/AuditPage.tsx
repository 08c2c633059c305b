/**
 * The audit screen: who read and who changed what, in one timeline (decisions 045, 066). Filter
 * by order, person, action and time; export what the filters show as CSV. Dispatch reviews the
 * whole trail at /admin/audit with unusual reading on top; an organisation's owner reviews its own
 * orders' trail at /audit, the same screen on its organisation's routes.
 */
import { useState, type FormEvent } from 'react';
import { READ_ACTION } from '@domain/audit-trail';
import { PageHeader } from '@web/components/PageHeader';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/lib/session';
import { useMessages, type MessageKey } from '@web/i18n';
import { AccessAlertsPanel } from './AccessAlertsPanel';
import { AuditEventList } from './AuditEventList';
import { useAuditActions } from './api/list-actions';
import { useAuditTimeline } from './api/list-audit';
import { ADMIN_AUDIT_BASE, organizationAuditBase } from './api/keys';
import {
  actionLabel,
  auditSearch,
  EMPTY_FILTERS,
  filterProblems,
  type AuditFilterForm,
} from './audit-filters';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600';

/** Which trail the screen reads, and what it says about it. */
interface AuditSource {
  base: string;
  description: MessageKey;
  /** Unusual reading across every account is dispatch's to review. */
  alerts: boolean;
}

/** /admin/audit: dispatch's whole trail. */
export function AuditPage() {
  return <AuditScreen source={{ base: ADMIN_AUDIT_BASE, description: 'audit.description', alerts: true }} />;
}

/** /audit: the owner's organisation's orders; the server scopes it to the session's organisation. */
export function OrganizationAuditPage() {
  const user = useAuthUser();
  const { t } = useMessages();
  if (user?.organizationId == null)
    return (
      <>
        <PageHeader title={t('audit.title')} />
        <p className="text-sm text-slate-700">{t('audit.noOrganization')}</p>
      </>
    );
  const base = organizationAuditBase(user.organizationId);
  return <AuditScreen source={{ base, description: 'audit.descriptionOrganization', alerts: false }} />;
}

function AuditScreen({ source }: { source: AuditSource }) {
  const { t, errorText } = useMessages();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [search, setSearch] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof filterProblems>>({});
  const timeline = useAuditTimeline(source.base, search);
  const actions = useAuditActions(source.base);

  const set = (key: keyof AuditFilterForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const apply = (next: AuditFilterForm) => {
    const found = filterProblems(next);
    setProblems(found);
    if (Object.keys(found).length === 0) setSearch(auditSearch(next));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(form);
  };
  const filterPerson = (userId: number) => {
    const next = { ...form, person: String(userId) };
    setForm(next);
    apply(next);
  };
  const problem = (key: keyof AuditFilterForm) => (problems[key] ? t(problems[key]) : undefined);
  const events = timeline.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <>
      <PageHeader title={t('audit.title')} description={t(source.description)} />
      <div className="space-y-6">
        {source.alerts ? <AccessAlertsPanel onReview={filterPerson} /> : null}
        <form
          aria-label={t('audit.filterForm')}
          onSubmit={onSubmit}
          className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <Field label={t('audit.order')} error={problem('order')} hint={t('audit.orderHint')}>
            <Input value={form.order} onChange={(e) => set('order')(e.target.value)} inputMode="text" />
          </Field>
          <Field label={t('audit.person')} error={problem('person')}>
            <Input value={form.person} onChange={(e) => set('person')(e.target.value)} inputMode="numeric" />
          </Field>
          <Field label={t('audit.action')}>
            <select className={SELECT} value={form.action} onChange={(e) => set('action')(e.target.value)}>
              <option value="">{t('audit.anyAction')}</option>
              <option value={READ_ACTION}>{t('audit.readAction')}</option>
              {(actions.data ?? []).map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('audit.from')}>
            <Input type="date" value={form.from} onChange={(e) => set('from')(e.target.value)} />
          </Field>
          <Field label={t('audit.to')} error={problem('to')}>
            <Input type="date" value={form.to} onChange={(e) => set('to')(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit">{t('audit.apply')}</Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm(EMPTY_FILTERS);
                setProblems({});
                setSearch('');
              }}
            >
              {t('audit.clear')}
            </Button>
            <a
              href={`${source.base}/export${search ? `?${search}` : ''}`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              {t('audit.export')}
            </a>
          </div>
        </form>
        <section aria-labelledby="timeline-title" className="space-y-3">
          <h2 id="timeline-title" className="text-lg font-semibold text-slate-900">
            {search ? t('audit.matching') : t('audit.latest')}
          </h2>
          {timeline.isPending ? (
            <PageSpinner label={t('audit.loading')} />
          ) : timeline.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(timeline.error, 'audit.loadFailed')}
            </p>
          ) : events.length === 0 ? (
            <p className="text-sm text-slate-600">{t('audit.none')}</p>
          ) : (
            <>
              <AuditEventList events={events} onPerson={filterPerson} />
              {timeline.hasNextPage ? (
                <Button
                  variant="outline"
                  pending={timeline.isFetchingNextPage}
                  pendingText={t('audit.loadingOlder')}
                  onClick={() => void timeline.fetchNextPage()}
                >
                  {t('audit.older')}
                </Button>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
