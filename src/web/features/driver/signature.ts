/**
 * The signature pad's drawing, as plain functions over a 2D context so the pad, its export and
 * their tests share them. Strokes are kept in 0..1 coordinates of the pad: a pad that changes
 * size (phone rotated, dialog reflowed) redraws the same signature instead of losing it.
 */

export type StrokePoint = { x: number; y: number };
export type Stroke = StrokePoint[];

/** The exported image is this wide whatever the screen: a few kB, far under the server's limit. */
export const EXPORT_WIDTH = 600;
/** Sharp on a retina phone, without a 3x or 4x backing store that only makes the image heavier. */
export const MAX_PIXEL_RATIO = 2;
/** Ink width in CSS pixels of the pad. */
export const INK_WIDTH = 2.5;

export function pixelRatio(devicePixelRatio: number | undefined): number {
  const ratio = devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(Math.max(ratio, 1), MAX_PIXEL_RATIO);
}

/** Size of the exported PNG for a pad of `width` x `height` CSS pixels: same shape, EXPORT_WIDTH wide. */
export function exportSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: EXPORT_WIDTH, height: EXPORT_WIDTH / 3 };
  return { width: EXPORT_WIDTH, height: Math.round((EXPORT_WIDTH * height) / width) };
}

type Ink = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'strokeStyle'
  | 'fillStyle'
>;

/** Draws `strokes` onto a surface of `width` x `height` device pixels; a single point is a dot. */
export function drawStrokes(
  ctx: Ink,
  strokes: readonly Stroke[],
  width: number,
  height: number,
  lineWidth: number,
) {
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#0f172a';
  ctx.fillStyle = '#0f172a';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    ctx.beginPath();
    if (rest.length === 0) {
      ctx.arc(first.x * width, first.y * height, lineWidth / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.moveTo(first.x * width, first.y * height);
    for (const p of rest) ctx.lineTo(p.x * width, p.y * height);
    ctx.stroke();
  }
}

/** A point of a pointer event in 0..1 pad coordinates, clamped to the pad. */
export function padPoint(clientX: number, clientY: number, rect: DOMRect): StrokePoint {
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  return {
    x: clamp(rect.width ? (clientX - rect.left) / rect.width : 0),
    y: clamp(rect.height ? (clientY - rect.top) / rect.height : 0),
  };
}
