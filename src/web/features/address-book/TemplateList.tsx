/** The client's order templates on the address book page: what each fills, and delete. */
import { Trash2 } from 'lucide-react';
import type { OrderTemplate } from '@domain/address-book';
import { Button } from '@web/components/ui/button';
import { useMessages, type Translate } from '@web/i18n';
import { useOrderTemplates } from './api/list-order-templates';
import { useDeleteTemplate } from './api/save-template';

const endText = (t: Translate, template: OrderTemplate, end: 'pickup' | 'delivery') =>
  template[`${end}Place`]?.label ?? template[`${end}Address`] ?? t('book.template.toFill');

export function TemplateList() {
  const { t, errorText } = useMessages();
  const templates = useOrderTemplates();
  const remove = useDeleteTemplate();
  return (
    <section aria-labelledby="templates-title" className="space-y-3">
      <h2 id="templates-title" className="text-lg font-semibold text-slate-900">
        {t('book.template.list')}
      </h2>
      {templates.isPending ? null : templates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(templates.error, 'book.template.loadFailed')}
        </p>
      ) : templates.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('book.template.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {templates.data.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">{template.name}</p>
                <p className="break-words text-slate-600">
                  {`${endText(t, template, 'pickup')} → ${endText(t, template, 'delivery')}`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('book.template.deleteLabel', { name: template.name })}
                pending={remove.isPending && remove.variables === template.id}
                pendingText={t('book.deleting')}
                onClick={() => remove.mutate(template.id)}
              >
                <Trash2 aria-hidden="true" />
                {t('book.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
