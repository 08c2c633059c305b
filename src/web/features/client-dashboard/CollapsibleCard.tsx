/** A card whose body folds away behind its title button (the dashboard's collapsible cards). */
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

type Props = {
  title: string;
  icon: LucideIcon;
  /** Shown beside the title, so the figure stays visible with the card folded. */
  count?: number | undefined;
  defaultOpen?: boolean;
  children: ReactNode;
};

export function CollapsibleCard({ title, icon: Icon, count, defaultOpen = true, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-2 rounded-xl px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600"
        >
          <Icon className="size-5 text-teal-700" aria-hidden="true" />
          <span className="flex-1">{title}</span>
          {count !== undefined ? (
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-800 tabular-nums">
              {count}
            </span>
          ) : null}
          <ChevronDown
            className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="px-5 pb-5">
        {children}
      </div>
    </Card>
  );
}
