/**
 * The keyboard alternative to drawing a signature: the person types their full name and
 * ticks the attestation. Recorded in the custody chain as a typed, attested signature.
 */
import { useId } from 'react';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n';

type Props = {
  person: string;
  typedName: string;
  attested: boolean;
  onChange: (patch: { typedName?: string; attested?: boolean }) => void;
};

export function TypedSignature({ person, typedName, attested, onChange }: Props) {
  const checkId = useId();
  const { t } = useMessages();
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3">
      <Field label={t('proof.typedBy', { person })} hint={t('proof.sameName')}>
        <Input
          value={typedName}
          maxLength={120}
          autoComplete="off"
          autoCapitalize="words"
          className="h-12 text-base"
          onChange={(e) => onChange({ typedName: e.target.value })}
        />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={checkId}
          type="checkbox"
          checked={attested}
          onChange={(e) => onChange({ attested: e.target.checked })}
          className="mt-0.5 size-6 shrink-0 accent-teal-700"
        />
        <label htmlFor={checkId} className="text-sm text-slate-800">
          {t('proof.attest')}
        </label>
      </div>
    </div>
  );
}
