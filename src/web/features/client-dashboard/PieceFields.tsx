/**
 * What travels under the order, piece by piece: a kind each and, for a cold item in an otherwise
 * ambient order, its own temperature. The labels are the server's, printed after booking.
 */
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { MAX_PIECES, PIECE_KINDS } from '@domain/piece-kinds';
import type { OrderFormValues } from '@domain/orders';
import { TEMPERATURE_CLASSES } from '@domain/temperature-classes';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
import type { OrderFormOutput } from './submit-order';
import { useMessages } from '@web/i18n';

type FormProps = { form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput> };

export function PieceFields({ form }: FormProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'pieces' });
  const error = form.formState.errors.pieces;
  const { t } = useMessages();
  const pieceOf = (i: number) => t('pieces.pieceOf', { seq: i + 1, count: fields.length });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">
        {t('client.pieces.legend', { count: fields.length })}
      </legend>
      <p className="text-xs text-slate-600">{t('client.pieces.hint')}</p>
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li
            key={field.id}
            className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <Field label={t('client.pieces.kind', { piece: pieceOf(i) })}>
              <NativeSelect {...form.register(`pieces.${i}.kind`)}>
                {PIECE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`pieceKind.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t('client.pieces.temperature', { piece: pieceOf(i) })}>
              <NativeSelect
                {...form.register(`pieces.${i}.temperatureClass`, {
                  setValueAs: (v: string) => (v ? v : undefined),
                })}
              >
                <option value="">{t('client.pieces.asOrder')}</option>
                {TEMPERATURE_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {t(`temperature.${c}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="flex items-end">
              <Button
                type="button"
                variant="outline"
                disabled={fields.length === 1}
                onClick={() => remove(i)}
                aria-label={t('client.pieces.removeOne', { seq: i + 1 })}
              >
                {t('client.pieces.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        disabled={fields.length >= MAX_PIECES}
        onClick={() => append({ kind: 'bag' })}
      >
        {t('client.pieces.add')}
      </Button>
      {error?.message || error?.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message ?? error.root?.message}
        </p>
      ) : null}
    </fieldset>
  );
}
