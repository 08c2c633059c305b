/**
 * /settings/notifications: which steps of a delivery tell this user, and how (email, text). Saved
 * as a whole on "Save"; the server keeps them per account. Texts need a phone number on the account.
 */
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CHANNELS,
  NOTIFICATION_EVENTS,
  notificationPreferences,
  type NotificationPreferences,
} from '@domain/notifications';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { useWordedResolver } from '@web/lib/forms';
import { usePreferences, useSavePreferences } from './api/preferences';

export function NotificationSettingsPage() {
  const { t, errorText } = useMessages();
  const saved = usePreferences();

  return (
    <>
      <PageHeader title={t('notifications.title')} description={t('notifications.description')} />
      {saved.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {errorText(saved.error, 'notifications.loadFailed')}
        </p>
      ) : !saved.data ? (
        <PageSpinner label={t('notifications.loading')} />
      ) : (
        <PreferencesForm saved={saved.data} />
      )}
    </>
  );
}

/** The choices as loaded once: a refetch after saving does not undo what is being changed. */
function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t, errorText } = useMessages();
  const resolver = useWordedResolver<NotificationPreferences, NotificationPreferences>(
    notificationPreferences,
  );
  const form = useForm<NotificationPreferences>({
    resolver,
    defaultValues: saved,
  });
  const save = useSavePreferences({
    onSuccess: () => toast({ title: t('notifications.saved') }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('notifications.saveFailed'),
        description: errorText(error, 'notifications.tryAgain'),
      }),
  });

  const submit = form.handleSubmit((preferences) => save.mutate(preferences));

  return (
    <form onSubmit={submit} className="max-w-xl space-y-6">
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold text-slate-900">{t('notifications.how')}</h2>
        {CHANNELS.map((channel) => (
          <Controller
            key={channel}
            control={form.control}
            name={channel}
            render={({ field }) => (
              <Toggle
                label={t(`notifications.channel.${channel}`)}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
        <p className="text-xs text-slate-600">{t('notifications.smsHint')}</p>
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold text-slate-900">{t('notifications.when')}</h2>
        {NOTIFICATION_EVENTS.map((event) => (
          <Controller
            key={event}
            control={form.control}
            name={`events.${event}`}
            render={({ field }) => (
              <Toggle
                label={t(`notificationEvent.${event}`)}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </Card>
      <Button type="submit" pending={save.isPending} pendingText={t('notifications.saving')}>
        {t('notifications.save')}
      </Button>
    </form>
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
