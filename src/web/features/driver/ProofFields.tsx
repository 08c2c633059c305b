/**
 * The proof a hand-over needs, and nothing more: the name of the person handing over or receiving,
 * their signature, and for an ID check the document type and its last four characters. Laid out in
 * one column with tall targets, so a driver holding the item can fill it with one thumb. The name
 * the order gives arrives filled in as a real value (the dialog starts its draft with it), which
 * the driver checks and keeps or changes; the placeholder never pretends to be a value.
 */
import { UserCheck } from 'lucide-react';
import { ID_TYPES, namesMatch, type ProofOrder } from '@domain/proof';
import { useMessages } from '@web/i18n';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { SignaturePad } from './SignaturePad';
import { TypedSignature } from './TypedSignature';
import type { ProofDraft } from './proof-form';

type Props = {
  needs: ProofOrder;
  /** Pickup: the person handing the item over; delivery: the recipient. */
  pickup: boolean;
  /** The contact name on the order, if the client gave one. */
  expectedName: string | null;
  draft: ProofDraft;
  onChange: (draft: ProofDraft) => void;
};

export function ProofFields({ needs, pickup, expectedName, draft, onChange }: Props) {
  const set = (patch: Partial<ProofDraft>) => onChange({ ...draft, ...patch });
  const { t } = useMessages();
  const person = t(pickup ? 'proof.giver' : 'proof.recipient');
  const mismatch =
    needs.requiresId && expectedName && draft.name.trim() !== '' && !namesMatch(draft.name, expectedName);

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t(pickup ? 'proof.legendPickup' : 'proof.legendDelivery')}</legend>
      <Field
        label={t(pickup ? 'proof.giverName' : 'proof.recipientName')}
        error={mismatch ? t('proof.mustMatch', { name: expectedName }) : undefined}
        hint={
          expectedName ? (
            namesMatch(draft.name, expectedName) ? (
              <>{t('proof.filledIn', { person })}</>
            ) : (
              <span className="flex flex-wrap items-center gap-x-2">
                {t('proof.orderNames')} <span className="font-medium text-slate-800">{expectedName}</span>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-9 px-0"
                  onClick={() => set({ name: expectedName })}
                >
                  <UserCheck aria-hidden="true" />
                  {t('proof.useName')}
                </Button>
              </span>
            )
          ) : null
        }
      >
        <Input
          value={draft.name}
          maxLength={120}
          autoComplete="off"
          autoCapitalize="words"
          placeholder={t('proof.fullName')}
          className="h-12 text-base"
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>

      {needs.requiresId ? (
        <div className="grid grid-cols-[1fr_8rem] gap-3">
          <Field label={t('proof.idType')}>
            <NativeSelect
              value={draft.idType}
              className="h-12 text-base"
              onChange={(e) => set({ idType: e.target.value as ProofDraft['idType'] })}
            >
              <option value="">{t('proof.choose')}</option>
              {ID_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`idType.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('proof.idLast4')}>
            <Input
              value={draft.idLast4}
              maxLength={4}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              pattern="[A-Za-z0-9]{4}"
              className="h-12 text-base tracking-widest uppercase"
              onChange={(e) => set({ idLast4: e.target.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase() })}
            />
          </Field>
        </div>
      ) : null}

      {needs.requiresSignature ? (
        <div className="space-y-3">
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <legend className="mb-1 text-sm font-medium text-slate-900">{t('proof.howSign')}</legend>
            {(
              [
                ['drawn', t('proof.draw')],
                ['typed', t('proof.type')],
              ] as const
            ).map(([method, text]) => (
              <label key={method} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="signature-method"
                  value={method}
                  checked={(draft.signatureMethod ?? 'drawn') === method}
                  onChange={() => set({ signatureMethod: method })}
                  className="size-5 accent-teal-700"
                />
                {text}
              </label>
            ))}
          </fieldset>
          {draft.signatureMethod === 'typed' ? (
            <TypedSignature
              person={person}
              typedName={draft.typedName ?? ''}
              attested={draft.attested === true}
              onChange={set}
            />
          ) : (
            <SignaturePad
              label={t('proof.signatureOf', { person })}
              onChange={(signature) => set({ signature })}
            />
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
