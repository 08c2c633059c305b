/**
 * One address of an order: typed -> selected (coordinates stored, status shown) -> confirmed, or
 * cleared by Try Again. Typing again after a pick drops the coordinates, so a hand-edited address
 * can never travel with the pin of the one it replaced. The field has exactly one status line
 * (address-status.ts), a polite live region that is always in the page so each change is read,
 * and which describes the input while it says something.
 */
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { CircleAlert, CircleCheck, SearchX } from 'lucide-react';
import type { AddressPrecision } from '@domain/addresses';
import type { AddressSelection } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { AddressCombobox } from './AddressCombobox';
import { addressStatus, type AddressStatus, type FieldPhase } from './address-status';

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
  const { t } = useMessages();
  const [phase, setPhase] = useState<FieldPhase>('typed');
  const [noMatch, setNoMatch] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const statusId = useId();
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

  // If the form drops the coordinates from outside (a reset), the status goes with them.
  const shown: FieldPhase = hasCoordinates ? phase : 'typed';
  const status = addressStatus({ phase: shown, address: value.address, precision: value.precision, noMatch });
  return (
    <div className="space-y-2" ref={wrapper}>
      <Field label={label} error={error}>
        <AddressCombobox
          value={value.address}
          searching={shown === 'typed'}
          onInputChange={type}
          onPick={pick}
          onBlur={onBlur}
          onNoMatch={setNoMatch}
          statusId={status.kind === 'none' ? undefined : statusId}
          inputRef={inputRef}
          placeholder={placeholder ?? t('address.placeholder')}
        />
      </Field>
      {/* Unnamed (a name would make it a second "Pickup address" to getByLabel and to people
          browsing by label); each announcement starts with the field it is about instead. */}
      <div role="status" id={statusId} data-testid="address-status">
        <StatusLine
          status={status}
          label={label}
          onConfirm={() => setPhase('confirmed')}
          onTryAgain={tryAgain}
        />
      </div>
    </div>
  );
}

type LineProps = {
  status: AddressStatus;
  label: string;
  onConfirm: () => void;
  onTryAgain: () => void;
};

const BOX = 'flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm';

function StatusLine(props: LineProps) {
  const { t } = useMessages();
  if (props.status.kind === 'none') return null;
  return (
    <>
      <span className="sr-only">{t('address.statusLabel', { field: props.label })} </span>
      <Line {...props} />
    </>
  );
}

function Line({ status, label, onConfirm, onTryAgain }: LineProps) {
  const { t } = useMessages();
  const field = label.toLowerCase();
  switch (status.kind) {
    case 'none':
      return null;
    case 'checking':
      return (
        <p className="flex items-center gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Spinner className="size-4" />
          {t('address.status.checking')}
        </p>
      );
    case 'not-found':
      return (
        <p className="flex items-start gap-2 text-sm text-amber-950">
          <SearchX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('address.status.notFound')}
        </p>
      );
    case 'review':
      return (
        <div className={cn(BOX, 'border-amber-300 bg-amber-50 text-amber-950')}>
          <span className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t(status.key)}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onTryAgain}
            aria-label={t('address.tryAgainLabel', { field })}
          >
            {t('address.tryAgain')}
          </Button>
        </div>
      );
    case 'found': {
      const exact = status.key === 'address.status.street';
      return (
        <div
          className={cn(
            BOX,
            exact
              ? 'border-teal-200 bg-teal-50 text-teal-900'
              : 'border-amber-200 bg-amber-50 text-amber-950',
          )}
        >
          <span className="flex items-start gap-2">
            {exact ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              {status.confirmed ? (
                <>
                  <strong className="font-semibold">{t('address.status.confirmed')}</strong>{' '}
                </>
              ) : null}
              {t(status.key, status.values)}
            </span>
          </span>
          {status.confirmed ? null : (
            <Button
              type="button"
              size="sm"
              onClick={onConfirm}
              aria-label={t('address.confirmLabel', { field })}
            >
              {t('address.confirm')}
            </Button>
          )}
        </div>
      );
    }
  }
}
