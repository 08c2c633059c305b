/**
 * One address of an order: typed -> selected (coordinates stored, banner
 * shown) -> confirmed, or cleared by Try Again. Typing again after a pick drops the coordinates, so
 * a hand-edited address can never travel with the pin of the one it replaced.
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { AddressPrecision } from '@domain/addresses';
import type { AddressSelection } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { AddressCombobox } from './AddressCombobox';
import { verifyAddress } from './verify-address';

/** Verification is shown as taking half a second. */
export const VERIFY_DELAY_MS = 500;

export type AddressValue = {
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** The picked suggestion: the server resolves the order's point from it. */
  placeId?: string | null;
  precision?: AddressPrecision | null;
};

type Phase = 'typed' | 'verifying' | 'checked' | 'confirmed';

type Props = {
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string;
  /** Lets the form focus the input when the field is invalid. */
  inputRef?: Ref<HTMLInputElement>;
};

export function AddressField({ label, value, onChange, onBlur, error, placeholder, inputRef }: Props) {
  const [phase, setPhase] = useState<Phase>('typed');
  const wrapper = useRef<HTMLDivElement>(null);
  const hasCoordinates = value.latitude !== null && value.longitude !== null;

  useEffect(() => {
    if (phase !== 'verifying') return;
    const timer = setTimeout(() => setPhase('checked'), VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const pick = (s: AddressSelection) => {
    onChange({
      address: s.formatted_address,
      latitude: s.latitude,
      longitude: s.longitude,
      placeId: s.place_id,
      precision: s.precision,
    });
    setPhase('verifying');
  };
  const type = (text: string) => {
    onChange({ address: text, latitude: null, longitude: null, placeId: null, precision: null });
    setPhase('typed');
  };
  const tryAgain = () => {
    onChange({ address: '', latitude: null, longitude: null, placeId: null, precision: null });
    setPhase('typed');
    wrapper.current?.querySelector('input')?.focus();
  };

  // If the form drops the coordinates from outside (a reset), the banner goes with them.
  const shown: Phase = hasCoordinates ? phase : 'typed';
  return (
    <div className="space-y-2" ref={wrapper}>
      <Field label={label} error={error}>
        <AddressCombobox
          value={value.address}
          searching={shown === 'typed'}
          onInputChange={type}
          onPick={pick}
          onBlur={onBlur}
          inputRef={inputRef}
          placeholder={placeholder ?? 'Start typing a street address'}
        />
      </Field>
      <VerificationBanner
        phase={shown}
        address={value.address}
        onConfirm={() => setPhase('confirmed')}
        onTryAgain={tryAgain}
        label={label}
      />
      {shown !== 'typed' && shown !== 'verifying' && value.precision && value.precision !== 'street' ? (
        <ApproximateNote precision={value.precision} label={label} />
      ) : null}
    </div>
  );
}

type BannerProps = {
  phase: Phase;
  address: string;
  label: string;
  onConfirm: () => void;
  onTryAgain: () => void;
};

function VerificationBanner({ phase, address, label, onConfirm, onTryAgain }: BannerProps) {
  if (phase === 'typed') return null;
  if (phase === 'verifying') {
    return (
      <div
        role="status"
        className="flex items-center gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700"
      >
        <Spinner className="size-4" />
        Verifying address...
      </div>
    );
  }
  if (phase === 'confirmed') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-teal-800">
        <CircleCheck className="size-4" aria-hidden="true" />
        Address confirmed
      </p>
    );
  }
  const check = verifyAddress(address);
  if (check.ok) {
    return (
      <div
        role="status"
        aria-label={`${label} verification`}
        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-teal-200 bg-teal-50 px-3 py-2 text-sm text-teal-900"
      >
        <span className="flex items-center gap-2">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Address verified: {check.state} {check.zip}
        </span>
        <Button type="button" size="sm" onClick={onConfirm} aria-label={`Confirm ${label.toLowerCase()}`}>
          Confirm
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      aria-label={`${label} verification`}
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Address needs review</strong>
          <span className="block text-amber-900">{check.problems.join('. ')}.</span>
        </span>
      </span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={onTryAgain}
        aria-label={`Try again: ${label.toLowerCase()}`}
      >
        Try Again
      </Button>
    </div>
  );
}

/**
 * The embedded gazetteer knows ZIPs and cities, not streets, so a street is pinned at the
 * ZIP or city it names. Said plainly, so nobody takes the pin for the door.
 */
function ApproximateNote({ precision, label }: { precision: AddressPrecision; label: string }) {
  return (
    <p
      role="note"
      aria-label={`${label} precision`}
      className="flex items-start gap-2 text-sm text-amber-900"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Approximate location</strong>: pinned at the{' '}
        {precision === 'zip' ? "ZIP code's centre" : "city's centre"}, not the street. Dispatch confirms the
        exact address before your order is approved.
      </span>
    </p>
  );
}
