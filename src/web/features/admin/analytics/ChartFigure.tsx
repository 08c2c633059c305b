/**
 * The frame every chart shares: a titled figure whose SVG is described by its title, and a
 * visually hidden table with the same figures, so a screen reader gets the numbers, not a picture.
 * The SVG is drawn at the container's pixel width (not a scaled viewBox), so text stays legible on a phone.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/** The width of the element, kept in step with layout; a guess until it has been measured. */
export function useWidth<T extends HTMLElement>(fallback = 640) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured before the first paint, so a phone never sees a desktop-wide chart for a frame.
    const first = Math.floor(element.getBoundingClientRect().width);
    if (first > 0) setWidth(Math.max(200, first));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export type TableSpec = { columns: string[]; rows: (string | number)[][] };

type Props = {
  title: string;
  description?: string;
  table: TableSpec;
  className?: string;
  testId?: string;
  /** Draws the chart at this width; its svg gets role img and the title as its name. */
  children: (width: number, labelledBy: string) => ReactNode;
};

export function ChartFigure({ title, description, table, className, testId, children }: Props) {
  const titleId = useId();
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    // min-w-0: as a grid item the card would otherwise grow to the chart's width, and the chart to the card's.
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <figure className="m-0 p-4 sm:p-6">
        <figcaption>
          <h3 id={titleId} className="font-semibold text-slate-900">
            {title}
          </h3>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </figcaption>
        <div ref={ref} className="mt-4 w-full">
          {children(width, titleId)}
        </div>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells], i) => (
              <tr key={i}>
                <th scope="row">{head}</th>
                {cells.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}
