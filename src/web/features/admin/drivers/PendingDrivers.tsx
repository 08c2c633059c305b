/**
 * Drivers awaiting approval: dispatch approves each, or rejects it with a
 * reason the driver then reads. Names and reasons are user text, rendered as text.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Check, UserCheck, X } from 'lucide-react';
import {
  REJECTION_REASON_MAX,
  rejectDriverRequest,
  type DriverApprovalResponse,
  type RejectDriverRequest,
} from '@domain/driver-vetting';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useWordedResolver } from '@web/lib/forms';
import { errorDescription } from '../error-toast';
import { useDecideDriver } from '../api/decide-driver';
import { usePendingDrivers } from '../api/list-pending-drivers';

const nameOf = (d: DriverApprovalResponse) => `${d.user.firstName} ${d.user.lastName}`;
const FAILED = 'Failed to update the driver. Please try again.';

function Applicant({ driver }: { driver: DriverApprovalResponse }) {
  const decide = useDecideDriver();
  const [rejecting, setRejecting] = useState(false);
  const resolver = useWordedResolver<RejectDriverRequest, RejectDriverRequest>(rejectDriverRequest);
  const form = useForm<RejectDriverRequest>({
    resolver,
    defaultValues: { reason: '' },
  });
  const name = nameOf(driver);
  const onError = (error: unknown) =>
    toast({ variant: 'destructive', title: 'Error', description: errorDescription(FAILED, error) });
  const reject = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { driverId: driver.driverId, decision: 'reject', reason },
      {
        onSuccess: () => toast({ title: 'Driver Rejected', description: `${name} was told why.` }),
        onError,
      },
    ),
  );

  return (
    <li
      className="flex flex-col gap-3 border-t border-slate-200 py-3 first:border-t-0"
      data-testid="pending-driver"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{name}</p>
          <p className="text-sm break-all text-slate-600">
            {driver.user.email}
            {driver.user.phone ? ` · ${driver.user.phone}` : ''} · signed up{' '}
            {new Date(driver.createdAt).toLocaleDateString()}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            aria-label={`Approve ${name}`}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { driverId: driver.driverId, decision: 'approve' },
                {
                  onSuccess: () =>
                    toast({
                      variant: 'success',
                      title: 'Driver Approved',
                      description: `${name} can now take jobs.`,
                    }),
                  onError,
                },
              )
            }
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reject ${name}`}
            aria-expanded={rejecting}
            disabled={decide.isPending}
            onClick={() => setRejecting((v) => !v)}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      </div>
      {rejecting && (
        <form className="flex flex-col gap-2" onSubmit={reject}>
          {/* The browser's own check (required, 3 characters) comes first; the schema then
              refuses what it lets through, such as three spaces. */}
          <Field label={`Reason for rejecting ${name}`} error={form.formState.errors.reason?.message}>
            <Textarea maxLength={REJECTION_REASON_MAX} required minLength={3} {...form.register('reason')} />
          </Field>
          <Button
            type="submit"
            size="sm"
            variant="destructive"
            className="self-start"
            disabled={decide.isPending}
          >
            Reject driver
          </Button>
        </form>
      )}
    </li>
  );
}

/** Shown above the fleet only when someone is waiting: an empty queue needs no panel. */
export function PendingDrivers() {
  const pending = usePendingDrivers();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <Card className="p-4" aria-labelledby="pending-drivers-title">
      <h3
        id="pending-drivers-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <UserCheck className="size-5 text-teal-700" aria-hidden="true" />
        Drivers awaiting approval ({pending.data.length})
      </h3>
      <ul className="mt-2">
        {pending.data.map((driver) => (
          <Applicant key={driver.driverId} driver={driver} />
        ))}
      </ul>
    </Card>
  );
}
