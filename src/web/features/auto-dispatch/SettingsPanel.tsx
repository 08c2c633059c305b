/** The admin's auto-dispatch rules: on or off, how long each driver has, how many offers, capacity. */
import { useForm, useWatch } from 'react-hook-form';
import { autoDispatchSettingsRequest, type AutoDispatchSettings } from '@domain/auto-dispatch';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageSpinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { useMessages } from '@web/i18n';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useAutoDispatchSettings, useSaveAutoDispatch } from './api/settings';

type Draft = Record<Exclude<keyof AutoDispatchSettings, 'enabled'>, string> & { enabled: boolean };

const toDraft = (s: AutoDispatchSettings): Draft => ({
  enabled: s.enabled,
  offerTimeoutSeconds: String(s.offerTimeoutSeconds),
  maxOffers: String(s.maxOffers),
  maxActiveJobs: String(s.maxActiveJobs),
  maxDistanceMiles: String(s.maxDistanceMiles),
});

/** The numbers as typed are the request's numbers (a blank box is 0, which the schema refuses). */
const toRequest = (draft: Draft) => ({
  enabled: draft.enabled,
  offerTimeoutSeconds: Number(draft.offerTimeoutSeconds),
  maxOffers: Number(draft.maxOffers),
  maxActiveJobs: Number(draft.maxActiveJobs),
  maxDistanceMiles: Number(draft.maxDistanceMiles),
});

export function SettingsPanel() {
  const settings = useAutoDispatchSettings();
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {serverMessage(settings.error, 'The rules could not be loaded. Please reload the page.')}
      </p>
    );
  if (!settings.data) return <PageSpinner label="Loading the rules…" />;
  return <RulesForm saved={settings.data} />;
}

function RulesForm({ saved }: { saved: AutoDispatchSettings }) {
  const save = useSaveAutoDispatch();
  // The rules as loaded once; a later refetch does not overwrite what the admin is typing.
  const { fieldErrorList } = useMessages();
  const resolver = useWordedResolver<Draft, AutoDispatchSettings>(autoDispatchSettingsRequest, toRequest);
  const form = useForm<Draft, unknown, AutoDispatchSettings>({ resolver, defaultValues: toDraft(saved) });
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const errors = form.formState.errors;
  const serverNamedField = save.isError ? Object.keys(fieldErrors(save.error)).length > 0 : false;

  const submit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: (stored) => {
        form.reset(toDraft(stored));
        toast({
          title: stored.enabled ? 'Auto-dispatch is on' : 'Auto-dispatch is off',
          description: stored.enabled
            ? 'Confirmed orders waiting for a driver, and each one confirmed from now on, are offered to the nearest eligible driver.'
            : 'Orders wait on the board for a driver or a dispatcher.',
        });
      },
      onError: (error) => placeServerErrors(form, error, fieldErrorList),
    }),
  );

  const number = (key: keyof Omit<Draft, 'enabled'>) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    ...form.register(key),
  });

  return (
    <Card aria-labelledby="auto-dispatch-rules-title">
      <CardHeader>
        <CardTitle id="auto-dispatch-rules-title">Rules</CardTitle>
        <CardDescription>
          Each confirmed order is offered to the nearest approved, on-shift driver with room for it, within
          its maximum distance, with a cooler for refrigerated or frozen items and a vehicle large enough. If
          nobody takes it, it comes back to you with the reason.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="flex items-center gap-3">
            <Switch
              id="auto-dispatch-enabled"
              checked={enabled}
              onCheckedChange={(on) => form.setValue('enabled', on, { shouldDirty: true })}
            />
            <Label htmlFor="auto-dispatch-enabled">Offer confirmed orders to drivers automatically</Label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field
              label="Seconds to accept"
              error={errors.offerTimeoutSeconds?.message}
              hint="10 to 3600; then the next driver is asked."
            >
              <Input min={10} max={3600} {...number('offerTimeoutSeconds')} />
            </Field>
            <Field label="Offers before escalating" error={errors.maxOffers?.message} hint="1 to 20 drivers.">
              <Input min={1} max={20} {...number('maxOffers')} />
            </Field>
            <Field
              label="Jobs per driver"
              error={errors.maxActiveJobs?.message}
              hint="Capacity: 1 to 10 at once."
            >
              <Input min={1} max={10} {...number('maxActiveJobs')} />
            </Field>
            <Field
              label="Maximum distance (mi)"
              error={errors.maxDistanceMiles?.message}
              hint="From driver to pickup, unless a driver has its own; applies on or off."
            >
              <Input min={1} max={500} {...number('maxDistanceMiles')} />
            </Field>
          </div>
          {save.isError && !serverNamedField ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(save.error, 'The rules could not be saved. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" pending={save.isPending}>
            Save rules
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
