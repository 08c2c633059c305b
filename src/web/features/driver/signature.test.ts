/** The signature pad's geometry: capped pixel ratio, a modest export, points kept inside the pad. */
import { describe, expect, it } from 'vitest';
import { drawStrokes, exportSize, padPoint, pixelRatio, type Stroke } from './signature';

describe('signature drawing', () => {
  it('caps the pixel ratio at 2 and treats a missing one as 1', () => {
    expect(pixelRatio(3)).toBe(2);
    expect(pixelRatio(1.5)).toBe(1.5);
    expect(pixelRatio(undefined)).toBe(1);
    expect(pixelRatio(Number.NaN)).toBe(1);
  });

  it('exports 600 px wide in the pad shape, whatever the screen', () => {
    expect(exportSize(300, 100)).toEqual({ width: 600, height: 200 });
    expect(exportSize(310, 160)).toEqual({ width: 600, height: 310 });
    expect(exportSize(0, 0)).toEqual({ width: 600, height: 200 });
  });

  it('keeps a point that slides past the edge on the edge', () => {
    const rect = { left: 10, top: 20, width: 200, height: 100 } as DOMRect;
    expect(padPoint(110, 70, rect)).toEqual({ x: 0.5, y: 0.5 });
    expect(padPoint(-50, 500, rect)).toEqual({ x: 0, y: 1 });
  });

  it('draws a line per stroke and a dot for a tap, scaled to the surface', () => {
    const calls: string[] = [];
    const ctx = {
      beginPath: () => calls.push('begin'),
      moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
      stroke: () => calls.push('stroke'),
      arc: (x: number, y: number) => calls.push(`dot ${x},${y}`),
      fill: () => calls.push('fill'),
    } as unknown as CanvasRenderingContext2D;
    const strokes: Stroke[] = [
      [
        { x: 0, y: 0 },
        { x: 0.5, y: 1 },
      ],
      [{ x: 1, y: 0.5 }],
    ];
    drawStrokes(ctx, strokes, 600, 200, 5);
    expect(calls).toEqual(['begin', 'move 0,0', 'line 300,200', 'stroke', 'begin', 'dot 600,100', 'fill']);
    expect(ctx.lineWidth).toBe(5);
  });
});
