/**
 * The proof a hand-over needs, and nothing more: the name of the person handing over or receiving,
 * their signature, and for an ID check the document type and its last four characters. Laid out in
 * one column with tall targets, so a driver holding the item can fill it with one thumb. The name
 * the order gives arrives filled in as a real value (the dialog starts its draft with it), which
 * the driver checks and keeps or changes; the placeholder never pretends to be a value.
 */
import { UserCheck } from 'lucide-react';
import { ID_TYPE_LABELS, ID_TYPES, namesMatch, type ProofOrder } from '@domain/proof';
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
  const person = pickup ? 'the person handing over' : 'the recipient';
  const mismatch =
    needs.requiresId && expectedName && draft.name.trim() !== '' && !namesMatch(draft.name, expectedName);

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">Proof of {pickup ? 'pickup' : 'delivery'}</legend>
      <Field
        label={pickup ? 'Name of the person handing over' : 'Name of the recipient'}
        error={mismatch ? `The name must match the ID. This order expects ${expectedName}.` : undefined}
        hint={
          expectedName ? (
            namesMatch(draft.name, expectedName) ? (
              <>Filled in from the order. Check it with {person}, and change it if someone else signs.</>
            ) : (
              <span className="flex flex-wrap items-center gap-x-2">
                The order names <span className="font-medium text-slate-800">{expectedName}</span>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-9 px-0"
                  onClick={() => set({ name: expectedName })}
                >
                  <UserCheck aria-hidden="true" />
                  Use this name
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
          placeholder="Full name"
          className="h-12 text-base"
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>

      {needs.requiresId ? (
        <div className="grid grid-cols-[1fr_8rem] gap-3">
          <Field label="ID type">
            <NativeSelect
              value={draft.idType}
              className="h-12 text-base"
              onChange={(e) => set({ idType: e.target.value as ProofDraft['idType'] })}
            >
              <option value="">Choose…</option>
              {ID_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ID_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Last 4 of ID">
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
            <legend className="mb-1 text-sm font-medium text-slate-900">How will they sign?</legend>
            {(
              [
                ['drawn', 'Draw on screen'],
                ['typed', 'Type full name'],
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
            <SignaturePad label={`Signature of ${person}`} onChange={(signature) => set({ signature })} />
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
