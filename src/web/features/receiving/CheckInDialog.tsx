/**
 * Checking in an order's pieces at the desk: each piece is scanned as it comes out of the bag
 * (camera or typed label, as the driver does), each cold-chain piece gets its probe reading, and
 * the check-in is sent. A piece not scanned is sent as missing: the server opens a discrepancy for
 * dispatch, and the answer says so.
 */
import { useId, useState } from 'react';
import { PIECE_KIND_LABELS, pieceOfText } from '@domain/piece-kinds';
import { TEMPERATURE_LABELS } from '@domain/cold-chain';
import type { CheckInResponse, InboundOrder } from '@domain/receiving';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { PieceLabelInput, type LabelAnswer } from '@web/features/pieces';
import { useCheckIn } from './api';
import {
  checkInBody,
  coldClassOf,
  EMPTY_DESK_DRAFT,
  excursionNote,
  notArriving,
  pieceOfLabel,
  readingProblem,
  stillNeeded,
  type DeskDraft,
  type DeskPiece,
} from './desk-draft';

type Props = {
  order: InboundOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (order: InboundOrder, answer: CheckInResponse) => void;
};

export function CheckInDialog({ order, open, onOpenChange, onDone }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] gap-5 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Check in #{order.displayNumber}</DialogTitle>
          <DialogDescription>
            Scan each piece as you take it in. A piece you cannot scan is reported to dispatch as missing.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open (Radix unmounts closed content), so each opening starts afresh. */}
        <CheckInBody order={order} onCancel={() => onOpenChange(false)} onDone={onDone} />
      </DialogContent>
    </Dialog>
  );
}

function CheckInBody({
  order,
  onCancel,
  onDone,
}: {
  order: InboundOrder;
  onCancel: () => void;
  onDone: Props['onDone'];
}) {
  const [draft, setDraft] = useState<DeskDraft>(EMPTY_DESK_DRAFT);
  const checkIn = useCheckIn(order.id);
  const count = order.pieces.length;
  const missing = stillNeeded(order, draft);
  const absent = notArriving(order, draft);
  const needId = useId();
  const serverErrors = checkIn.error ? fieldErrors(checkIn.error) : {};

  function take(text: string): LabelAnswer {
    const piece = pieceOfLabel(order.pieces, text);
    if (!piece) return { error: `${text.trim()} is not a piece of this order` };
    const name = pieceOfText(piece.seq, count);
    if (piece.checkedInAt !== null) return { note: `${name} was already checked in` };
    if (!draft.scanned.includes(piece.label))
      setDraft({ ...draft, scanned: [...draft.scanned, piece.label] });
    return { note: `${name} scanned` };
  }

  const send = () =>
    checkIn.mutate(checkInBody(order, draft), { onSuccess: (answer) => onDone(order, answer) });

  return (
    <>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">
          Pieces: {draft.scanned.length} of {count - order.checkedIn} scanned
        </legend>
        <PieceLabelInput onLabel={take} />
        <ul aria-label="Pieces" className="space-y-2">
          {order.pieces.map((piece) => (
            <DeskPieceRow
              key={piece.label}
              order={order}
              piece={piece}
              scanned={draft.scanned.includes(piece.label)}
              reading={draft.readings[piece.label]}
              onReading={(value) =>
                setDraft({ ...draft, readings: { ...draft.readings, [piece.label]: value } })
              }
            />
          ))}
        </ul>
      </fieldset>
      <p id={needId} className="min-h-5 text-sm text-slate-700" aria-live="polite">
        {missing.length > 0
          ? `Still needed: ${missing.join(', ')}`
          : absent.length > 0
            ? `Not scanned: ${absent.map((p) => pieceOfText(p.seq, count).toLowerCase()).join(', ')}. Dispatch will be told they are missing.`
            : null}
      </p>
      {checkIn.error ? (
        <p role="alert" className="text-sm text-red-700">
          {Object.values(serverErrors)[0] ??
            serverMessage(checkIn.error, 'The check-in could not be saved. Please try again.')}
        </p>
      ) : null}
      <DialogFooter className="gap-3">
        <Button type="button" variant="outline" size="lg" className="h-12" onClick={onCancel}>
          Not yet
        </Button>
        <Button
          type="button"
          size="lg"
          className="h-12"
          pending={checkIn.isPending}
          pendingText="Saving…"
          disabled={missing.length > 0}
          aria-describedby={needId}
          onClick={send}
        >
          {absent.length > 0 ? `Check in ${draft.scanned.length} of ${count - order.checkedIn}` : 'Check in'}
        </Button>
      </DialogFooter>
    </>
  );
}

type RowProps = {
  order: InboundOrder;
  piece: DeskPiece;
  scanned: boolean;
  reading: string | undefined;
  onReading: (value: string) => void;
};

function DeskPieceRow({ order, piece, scanned, reading, onReading }: RowProps) {
  const title = `${pieceOfText(piece.seq, order.pieces.length)} · ${PIECE_KIND_LABELS[piece.kind]}`;
  const cold = coldClassOf(piece, order);
  const state = piece.checkedInAt !== null ? 'Checked in' : scanned ? 'Scanned' : 'Not scanned';
  const problem = scanned && reading !== undefined && reading !== '' ? readingProblem(reading) : null;
  const excursion = scanned ? excursionNote(cold, reading) : null;
  return (
    <li aria-label={`${title}: ${state}`} className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{title}</p>
          <p className="break-all font-mono text-xs text-slate-600">{piece.label}</p>
          {cold !== 'ambient' ? <p className="text-xs text-sky-900">{TEMPERATURE_LABELS[cold]}</p> : null}
        </div>
        <span
          className={
            state === 'Not scanned' ? 'shrink-0 text-slate-700' : 'shrink-0 font-semibold text-green-800'
          }
        >
          {state === 'Not scanned' ? '' : '✓ '}
          {state}
        </span>
      </div>
      {scanned && cold !== 'ambient' ? (
        <div className="mt-3 space-y-1">
          <Field
            label={`Temperature of ${title.split(' · ')[0]!.toLowerCase()} (°C)`}
            error={problem ?? undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={reading ?? ''}
              onChange={(e) => onReading(e.target.value)}
            />
          </Field>
          {excursion ? <p className="text-amber-800">{excursion}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
