/**
 * /admin/audit: who read and who changed what, in one timeline (decision 045). Filter by order,
 * person, action and time; export what the filters show as CSV; unusual reading on top.
 */
import { useState, type FormEvent } from 'react';
import { READ_ACTION } from '@domain/audit-trail';
import { PageHeader } from '@web/components/PageHeader';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { AccessAlertsPanel } from './AccessAlertsPanel';
import { AuditEventList } from './AuditEventList';
import { useAuditActions } from './api/list-actions';
import { useAuditTimeline } from './api/list-audit';
import {
  actionLabel,
  auditSearch,
  EMPTY_FILTERS,
  filterProblems,
  type AuditFilterForm,
} from './audit-filters';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600';

export function AuditPage() {
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [search, setSearch] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof filterProblems>>({});
  const timeline = useAuditTimeline(search);
  const actions = useAuditActions();

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
  const events = timeline.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Every read of contacts, items, proof and custody records, and every change, with who, when and from where."
      />
      <div className="space-y-6">
        <AccessAlertsPanel onReview={filterPerson} />
        <form
          aria-label="Filter the audit trail"
          onSubmit={onSubmit}
          className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <Field label="Order" error={problems.order} hint="ML-0042 or 42">
            <Input value={form.order} onChange={(e) => set('order')(e.target.value)} inputMode="text" />
          </Field>
          <Field label="Person (user id)" error={problems.person}>
            <Input value={form.person} onChange={(e) => set('person')(e.target.value)} inputMode="numeric" />
          </Field>
          <Field label="Action">
            <select className={SELECT} value={form.action} onChange={(e) => set('action')(e.target.value)}>
              <option value="">Any</option>
              <option value={READ_ACTION}>Read of protected fields</option>
              {(actions.data ?? []).map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="From">
            <Input type="date" value={form.from} onChange={(e) => set('from')(e.target.value)} />
          </Field>
          <Field label="To" error={problems.to}>
            <Input type="date" value={form.to} onChange={(e) => set('to')(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit">Apply filters</Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm(EMPTY_FILTERS);
                setProblems({});
                setSearch('');
              }}
            >
              Clear
            </Button>
            <a
              href={`/api/admin/audit/export${search ? `?${search}` : ''}`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              Export CSV
            </a>
          </div>
        </form>
        <section aria-labelledby="timeline-title" className="space-y-3">
          <h2 id="timeline-title" className="text-lg font-semibold text-slate-900">
            {search ? 'Matching events' : 'Latest events'}
          </h2>
          {timeline.isPending ? (
            <PageSpinner label="Loading the audit trail…" />
          ) : timeline.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(timeline.error, 'The audit trail could not be loaded. Please try again.')}
            </p>
          ) : events.length === 0 ? (
            <p className="text-sm text-slate-600">No event matches these filters.</p>
          ) : (
            <>
              <AuditEventList events={events} onPerson={filterPerson} />
              {timeline.hasNextPage ? (
                <Button
                  variant="outline"
                  pending={timeline.isFetchingNextPage}
                  pendingText="Loading…"
                  onClick={() => void timeline.fetchNextPage()}
                >
                  Show older events
                </Button>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
