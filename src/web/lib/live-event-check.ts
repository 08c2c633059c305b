/**
 * A live frame checked against the events schema. The schema (zod with it) is a chunk of its own,
 * loaded by the socket with the first event frame (live-socket.ts): the socket opens with every
 * signed-in screen, and the schema's evaluation was a long task before the screen had painted.
 */
import { liveEvent } from '@domain/events';
import { readFrame, type ParsedFrame } from './live-events';

/** An event frame's data -> a validated event, or a reason to ignore it. */
export function checkEvent(data: unknown): ParsedFrame {
  const parsed = liveEvent.safeParse(data);
  if (parsed.success) return { kind: 'event', event: parsed.data };
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return { kind: 'ignored', reason: `unknown or malformed frame (type ${String(type)})` };
}

/** Text from the socket -> a validated event, a control frame, or a reason to ignore it. */
export function parseFrame(text: unknown): ParsedFrame {
  const frame = readFrame(text);
  return frame.kind === 'unchecked' ? checkEvent(frame.data) : frame;
}
