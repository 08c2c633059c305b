/**
 * A text input with a list of address suggestions, after the WAI-ARIA 1.2 combobox pattern: the
 * input keeps focus, Down/Up move through the list (announced via aria-activedescendant), Enter
 * picks, Escape closes, and a click picks. Typing is debounced so the server sees one query a pause.
 */
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { MapPin } from 'lucide-react';
import type { AddressSelection } from '@domain/orders';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { MIN_QUERY_LENGTH, useAddressSuggestions } from './api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

export const SUGGEST_DEBOUNCE_MS = 250;

type Props = {
  value: string;
  /** True while the text is the person's own typing, not a picked suggestion: only then we search. */
  searching: boolean;
  onInputChange: (text: string) => void;
  onPick: (selection: AddressSelection) => void;
  onBlur?: () => void;
  /** Told whether the search answered with nothing for the typed text (the field says so). */
  onNoMatch?: (none: boolean) => void;
  /** The field's status line, which describes the input beside any error. */
  statusId?: string | undefined;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  // Passed down by <Field>.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export function AddressCombobox({
  value,
  searching,
  onInputChange,
  onPick,
  onBlur,
  onNoMatch,
  statusId,
  placeholder,
  inputRef,
  ...aria
}: Props) {
  const { t } = useMessages();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const { data, isFetching, isError } = useAddressSuggestions(query, searching);
  const suggestions = searching && value.trim().length >= MIN_QUERY_LENGTH ? (data?.suggestions ?? []) : [];
  const waiting = searching && (isFetching || query !== value) && value.trim().length >= MIN_QUERY_LENGTH;
  const showList = open && searching && value.trim().length >= MIN_QUERY_LENGTH;
  const activeIndex = active < suggestions.length ? active : -1;
  const none =
    searching &&
    !waiting &&
    !isError &&
    data !== undefined &&
    value.trim().length >= MIN_QUERY_LENGTH &&
    suggestions.length === 0;
  useEffect(() => onNoMatch?.(none), [none, onNoMatch]);

  const pick = (selection: AddressSelection) => {
    onPick(selection);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // Wraps around, and the first Down from the input lands on the first suggestion.
      setActive((i) =>
        i < 0 && step < 0 ? suggestions.length - 1 : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter' && showList) {
      // Enter in an open list picks; it must not submit the surrounding form.
      event.preventDefault();
      const chosen = suggestions[activeIndex >= 0 ? activeIndex : 0];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const handleBlur = () => {
    setOpen(false);
    onBlur?.();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
        aria-hidden="true"
      />
      <input
        {...aria}
        aria-describedby={[aria['aria-describedby'], statusId].filter(Boolean).join(' ') || undefined}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          // Bring the list into view on narrow screens, where it would open under the bottom tab bar.
          if (!open) event.currentTarget.scrollIntoView({ block: 'nearest' });
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={handleBlur}
        className="flex h-10 w-full scroll-mt-24 scroll-mb-80 rounded-md border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-teal-600/40 aria-invalid:border-red-600"
      />
      {waiting ? <Spinner className="absolute top-2.5 right-3 size-4 text-slate-500" /> : null}
      {showList ? (
        <div className="absolute z-30 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <ul
            id={listId}
            role="listbox"
            aria-label={t('address.suggestions')}
            className="max-h-72 overflow-y-auto"
          >
            {suggestions.map((s, index) => (
              <li
                key={s.place_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the input (no blur) so the click lands as a pick, not a close.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(s)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-slate-800',
                  index === activeIndex && 'bg-teal-50 text-teal-900',
                )}
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
                {s.name ? (
                  <span>
                    <span className="block font-medium">{s.name}</span>
                    <span className="block text-slate-600">{s.formatted_address}</span>
                  </span>
                ) : (
                  <span>{s.formatted_address}</span>
                )}
              </li>
            ))}
          </ul>
          {suggestions.some((s) => s.fallback) ? (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-amber-900">
              {t('address.fallback')}
            </p>
          ) : null}
          {suggestions.length === 0 ? (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {isError
                ? t('address.searchUnavailable')
                : waiting
                  ? t('address.searching')
                  : t('address.noMatch')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
