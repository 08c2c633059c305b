/**
 * Drivers ranked, one table for every screen that ranks them (dispatch's top drivers, the drivers'
 * leaderboard): rank, name, then the figures that screen ranks by. The caller's row may be marked as
 * the viewer's own (aria-current), from the server's say, never by matching a name.
 */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export type RankingColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  /** The row's place; defaults to its position in rows. */
  rank?: (row: Row, index: number) => number;
  /** The driver cell: the name, and anything shown under it. */
  name: (row: Row) => ReactNode;
  /** Figures after the name, right-aligned. */
  columns: readonly RankingColumn<Row>[];
  /** The viewer's own row. */
  isCurrent?: (row: Row) => boolean;
};

export function DriverRanking<Row>({
  caption,
  rows,
  rowKey,
  rank = (_, index) => index + 1,
  name,
  columns,
  isCurrent = () => false,
}: Props<Row>) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <th scope="col" className="w-10 px-3 py-2 font-medium">
            #
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            Driver
          </th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className="px-3 py-2 text-right font-medium">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const current = isCurrent(row);
          return (
            <tr
              key={rowKey(row)}
              aria-current={current ? 'true' : undefined}
              data-me={current || undefined}
              className={cn('border-t border-slate-100', current && 'bg-teal-50 font-semibold')}
            >
              <td className="px-3 py-3 text-slate-900 tabular-nums">{rank(row, index)}</td>
              <th scope="row" className="px-2 py-3 font-normal text-slate-900">
                {name(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className="px-3 py-3 text-right text-slate-900 tabular-nums">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
