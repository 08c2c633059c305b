/** A map's legend: each colour with its words (the words carry the meaning; colour only helps). */
import type { ReactNode } from 'react';
import { useMessages } from '@web/i18n';

export function MapLegend({ children }: { children: ReactNode }) {
  const { t } = useMessages();
  return (
    <ul aria-label={t('map.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {children}
    </ul>
  );
}

export function LegendDot({ color, children }: { color: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: color }} />
      {children}
    </li>
  );
}
