/**
 * /settings/notifications: which steps of a delivery tell this user, and how (email, text). Saved
 * as a whole on "Save"; the server keeps them per account. Texts need a phone number on the account.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  CHANNELS,
  EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationPreferences,
} from '@domain/notifications';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { usePreferences, useSavePreferences } from './api/preferences';

const CHANNEL_LABELS = { email: 'Email', sms: 'Text message (SMS)' } as const;

export function NotificationSettingsPage() {
  const saved = usePreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (saved.data && !draft) setDraft(saved.data);
  }, [saved.data, draft]);
  const save = useSavePreferences({
    onSuccess: () => toast({ title: 'Notification settings saved' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not save your settings',
        description: serverMessage(error, 'Please try again'),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft) save.mutate(draft);
  }

  return (
    <>
      <PageHeader
        title="Notification Settings"
        description="Choose which steps of your deliveries we tell you about, and how."
      />
      {saved.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {serverMessage(saved.error, 'Notification settings could not be loaded. Please reload the page.')}
        </p>
      ) : !draft ? (
        <PageSpinner label="Loading notification settings…" />
      ) : (
        <form onSubmit={submit} className="max-w-xl space-y-6">
          <Card className="space-y-3 p-4">
            <h2 className="font-semibold text-slate-900">How</h2>
            {CHANNELS.map((channel) => (
              <Toggle
                key={channel}
                label={CHANNEL_LABELS[channel]}
                checked={draft[channel]}
                onChange={(on) => setDraft({ ...draft, [channel]: on })}
              />
            ))}
            <p className="text-xs text-slate-600">Text messages go to the phone number on your account.</p>
          </Card>
          <Card className="space-y-3 p-4">
            <h2 className="font-semibold text-slate-900">When</h2>
            {NOTIFICATION_EVENTS.map((event) => (
              <Toggle
                key={event}
                label={EVENT_LABELS[event]}
                checked={draft.events[event]}
                onChange={(on) => setDraft({ ...draft, events: { ...draft.events, [event]: on } })}
              />
            ))}
          </Card>
          <Button type="submit" pending={save.isPending} pendingText="Saving…">
            Save
          </Button>
        </form>
      )}
    </>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
