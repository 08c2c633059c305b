/**
 * The booking form's templates: "Use a template" fills the whole form; "Save as template" keeps
 * what is filled (no date) under a name. Both are the client's own.
 */
import { useId, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import type { OrderTemplate } from '@domain/address-book';
import type { OrderFormValues } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { useSavedPlaces } from './api/list-saved-places';
import { useOrderTemplates } from './api/list-order-templates';
import { useCreateTemplate } from './api/save-template';
import { formToTemplate } from './fill-order';

type Props = {
  onUse: (template: OrderTemplate) => void;
  /** What the form holds now, read when the person saves. */
  currentValues: () => OrderFormValues;
};

export function TemplateBar({ onUse, currentValues }: Props) {
  const { t, errorText, fieldErrors } = useMessages();
  const selectId = useId();
  const templates = useOrderTemplates();
  const places = useSavedPlaces();
  const create = useCreateTemplate();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const nameError = create.isError ? fieldErrors(create.error).name : undefined;

  function save(event: FormEvent) {
    event.preventDefault();
    // A nested form would submit the booking: this is its own form, outside the booking's.
    create.mutate(formToTemplate(name, currentValues(), places.data ?? []), {
      onSuccess: (saved) => {
        toast({
          title: t('book.template.saved'),
          description: t('book.template.ready', { name: saved.name }),
        });
        setNaming(false);
        setName('');
      },
      onError: (error) => {
        if (!fieldErrors(error).name) {
          toast({
            variant: 'destructive',
            title: t('book.template.notSaved'),
            description: errorText(error, 'book.template.checkForm'),
          });
        }
      },
    });
  }

  const list = templates.data ?? [];
  return (
    <section
      aria-label={t('book.template.region')}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={selectId}>{t('book.template.use')}</Label>
          <select
            id={selectId}
            value=""
            disabled={list.length === 0}
            onChange={(e) => {
              const template = list.find((each) => String(each.id) === e.target.value);
              if (template) onUse(template);
            }}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:text-slate-500"
          >
            <option value="">{t(list.length === 0 ? 'book.template.none' : 'book.template.choose')}</option>
            {list.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
        {naming ? null : (
          <Button type="button" variant="outline" onClick={() => setNaming(true)}>
            <Save aria-hidden="true" />
            {t('book.template.saveAs')}
          </Button>
        )}
      </div>
      {naming ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label={t('book.template.name')} error={nameError} className="flex-1">
            <Input value={name} maxLength={80} autoFocus onChange={(e) => setName(e.target.value)} />
          </Field>
          <div className="flex gap-2 sm:pt-6">
            <Button type="submit" pending={create.isPending} pendingText={t('book.form.saving')}>
              {t('book.template.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
              {t('book.form.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
