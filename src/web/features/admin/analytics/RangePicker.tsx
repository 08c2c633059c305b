/** Last 7 / 30 / 90 days or a custom range: native radios (arrow keys move the choice) and date inputs. */
import { useId } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import { PRESET_DAYS, type RangeChoice, type ResolvedRange } from './analytics-range';

type Props = {
  choice: RangeChoice;
  /** The custom dates, kept while a preset is shown so switching back does not lose them. */
  custom: { from: string; to: string };
  resolved: ResolvedRange;
  onChoose: (choice: RangeChoice) => void;
  onCustomChange: (custom: { from: string; to: string }) => void;
};

const OPTIONS = [
  ...PRESET_DAYS.map((d) => ({ value: String(d), label: `Last ${d} days` })),
  { value: 'custom', label: 'Custom' },
];

export function RangePicker({ choice, custom, resolved, onChoose, onCustomChange }: Props) {
  const id = useId();
  const current = choice.kind === 'preset' ? String(choice.days) : 'custom';
  const problem = 'problem' in resolved ? resolved : null;

  const pick = (value: string) => {
    if (value === 'custom') onChoose({ kind: 'custom', ...custom });
    else onChoose({ kind: 'preset', days: Number(value) as (typeof PRESET_DAYS)[number] });
  };
  const setDay = (field: 'from' | 'to', value: string) => {
    const next = { ...custom, [field]: value };
    onCustomChange(next);
    onChoose({ kind: 'custom', ...next });
  };

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Date range</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm sm:flex">
          {OPTIONS.map((o) => (
            <label
              key={o.value}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600',
                current === o.value ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name={`${id}-range`}
                value={o.value}
                checked={current === o.value}
                onChange={() => pick(o.value)}
                className="sr-only"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.kind === 'custom' ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              className="w-40"
              value={custom.from}
              aria-invalid={problem?.field === 'from' ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setDay('from', e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              className="w-40"
              value={custom.to}
              aria-invalid={problem?.field === 'to' ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setDay('to', e.target.value)}
            />
          </div>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-700">
              {problem.problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
