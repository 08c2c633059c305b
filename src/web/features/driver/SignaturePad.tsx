/**
 * A signature drawn on the screen with a finger, a pen or a mouse (pointer events cover all three;
 * `touch-action: none` stops the page from scrolling under the finger). Each finished stroke is
 * exported as a PNG data URL at a fixed modest size, checked against the server's limit before it
 * is ever offered for sending.
 */
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Eraser } from 'lucide-react';
import { signatureProblem } from '@domain/proof';
import { Button } from '@web/components/ui/button';
import { INK_WIDTH, drawStrokes, exportSize, padPoint, pixelRatio, type Stroke } from './signature';
import { useMessages } from '@web/i18n';

type Props = {
  /** Visible label, e.g. "Signature of the recipient". */
  label: string;
  /** The PNG data URL after each stroke, or null when cleared (or too large to send). */
  onChange: (signature: string | null) => void;
};

export function SignaturePad({ label, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<number | null>(null);
  const [signed, setSigned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useMessages();
  const labelId = useId();

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = pixelRatio(window.devicePixelRatio);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawStrokes(ctx, strokes.current, canvas.width, canvas.height, INK_WIDTH * ratio);
  }, []);

  // The backing store follows the pad's CSS size (capped pixel ratio), redrawn on every change.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const ratio = pixelRatio(window.devicePixelRatio);
      const rect = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(rect.width * ratio));
      canvas.height = Math.max(1, Math.round(rect.height * ratio));
      redraw();
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  function exportSignature() {
    const canvas = canvasRef.current;
    if (!canvas || strokes.current.length === 0) return;
    const rect = canvas.getBoundingClientRect();
    const size = exportSize(rect.width, rect.height);
    const out = document.createElement('canvas');
    out.width = size.width;
    out.height = size.height;
    const ctx = out.getContext('2d');
    if (!ctx) return;
    // White, not transparent: the image reads the same on a dark viewer and on paper.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    drawStrokes(
      ctx,
      strokes.current,
      size.width,
      size.height,
      INK_WIDTH * (size.width / (rect.width || size.width)),
    );
    const dataUrl = out.toDataURL('image/png');
    // The server's own check (PNG, within MAX_SIGNATURE_BYTES): never offer what it would refuse.
    if (signatureProblem(dataUrl) !== null) {
      setError(t('signature.refused'));
      onChange(null);
      return;
    }
    setError(null);
    onChange(dataUrl);
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== null) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    // Capture keeps the stroke ours when the finger slides past the pad's edge.
    canvas.setPointerCapture?.(event.pointerId);
    drawing.current = event.pointerId;
    strokes.current.push([padPoint(event.clientX, event.clientY, canvas.getBoundingClientRect())]);
    redraw();
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return;
    const stroke = strokes.current.at(-1);
    if (!stroke) return;
    const rect = event.currentTarget.getBoundingClientRect();
    // Coalesced events: a fast finger gives a smooth line, not a polygon of the frames it was seen in.
    const native = event.nativeEvent;
    const points = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const p of points.length ? points : [native]) stroke.push(padPoint(p.clientX, p.clientY, rect));
    redraw();
  }

  function end(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    setSigned(true);
    exportSignature();
  }

  function clear() {
    strokes.current = [];
    drawing.current = null;
    setSigned(false);
    setError(null);
    redraw();
    onChange(null);
  }

  return (
    <div className="space-y-1.5" role="group" aria-labelledby={labelId}>
      <div className="flex items-end justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <Button type="button" variant="outline" size="sm" className="h-10" onClick={clear} disabled={!signed}>
          <Eraser aria-hidden="true" />
          {t('signature.clear')}
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t(signed ? 'signature.signed' : 'signature.signHere', { label })}
        data-testid="signature-pad"
        data-signed={signed ? 'true' : 'false'}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className="block h-40 w-full max-w-[600px] cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-300 bg-white select-none"
      />
      <p aria-live="polite" className={error ? 'text-sm text-red-700' : 'text-xs text-slate-600'}>
        {error ?? t(signed ? 'signature.signedHint' : 'signature.inside')}
      </p>
    </div>
  );
}
