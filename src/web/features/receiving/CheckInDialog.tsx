/**
 * Checking in an order's pieces at the desk: each piece is scanned as it comes out of the bag
 * (camera or typed label, as the driver does), each cold-chain piece gets its probe reading, and
 * the check-in is sent. A piece not scanned is sent as missing: the server opens a discrepancy for
 * dispatch, and the answer says so.
 */
import { useId, useState } from 'react';
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
import { useMessages } from '@web/i18n';
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
  const { t } = useMessages();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] gap-5 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('desk.dialog.title', { number: order.displayNumber })}</DialogTitle>
          <DialogDescription>{t('desk.dialog.description')}</DialogDescription>
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
  const { t, errorText, fieldErrors } = useMessages();
  const [draft, setDraft] = useState<DeskDraft>(EMPTY_DESK_DRAFT);
  const checkIn = useCheckIn(order.id);
  const count = order.pieces.length;
  const missing = stillNeeded(order, draft, t);
  const absent = notArriving(order, draft);
  const needId = useId();
  const serverErrors = checkIn.error ? fieldErrors(checkIn.error) : {};

  function take(text: string): LabelAnswer {
    const piece = pieceOfLabel(order.pieces, text);
    if (!piece) return { error: t('desk.scan.notOurs', { label: text.trim() }) };
    const name = t('pieces.pieceOf', { seq: piece.seq, count });
    if (piece.checkedInAt !== null) return { note: t('desk.scan.already', { piece: name }) };
    if (!draft.scanned.includes(piece.label))
      setDraft({ ...draft, scanned: [...draft.scanned, piece.label] });
    return { note: t('desk.scan.scanned', { piece: name }) };
  }

  const send = () =>
    checkIn.mutate(checkInBody(order, draft), { onSuccess: (answer) => onDone(order, answer) });

  return (
    <>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">
          {t('desk.legend', { scanned: draft.scanned.length, count: count - order.checkedIn })}
        </legend>
        <PieceLabelInput onLabel={take} />
        <ul aria-label={t('desk.pieces')} className="space-y-2">
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
          ? t('desk.stillNeeded', { needs: missing.join(', ') })
          : absent.length > 0
            ? t('desk.notScanned', {
                pieces: absent.map((p) => t('desk.piece', { seq: p.seq, count })).join(', '),
              })
            : null}
      </p>
      {checkIn.error ? (
        <p role="alert" className="text-sm text-red-700">
          {Object.values(serverErrors)[0] ?? errorText(checkIn.error, 'desk.saveFailed')}
        </p>
      ) : null}
      <DialogFooter className="gap-3">
        <Button type="button" variant="outline" size="lg" className="h-12" onClick={onCancel}>
          {t('desk.notYet')}
        </Button>
        <Button
          type="button"
          size="lg"
          className="h-12"
          pending={checkIn.isPending}
          pendingText={t('desk.saving')}
          disabled={missing.length > 0}
          aria-describedby={needId}
          onClick={send}
        >
          {absent.length > 0
            ? t('desk.checkInSome', { scanned: draft.scanned.length, count: count - order.checkedIn })
            : t('desk.checkIn')}
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
  const { t } = useMessages();
  const seq = { seq: piece.seq, count: order.pieces.length };
  const title = `${t('pieces.pieceOf', seq)} · ${t(`pieceKind.${piece.kind}`)}`;
  const cold = coldClassOf(piece, order);
  const state = piece.checkedInAt !== null ? 'checkedIn' : scanned ? 'scanned' : 'notScanned';
  const stateText = t(`desk.state.${state}`);
  const problem = scanned && reading !== undefined && reading !== '' ? readingProblem(reading, t) : null;
  const excursion = scanned ? excursionNote(cold, reading, t) : null;
  return (
    <li aria-label={`${title}: ${stateText}`} className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{title}</p>
          <p className="break-all font-mono text-xs text-slate-600">{piece.label}</p>
          {cold !== 'ambient' ? <p className="text-xs text-sky-900">{t(`temperature.${cold}`)}</p> : null}
        </div>
        <span
          className={
            state === 'notScanned' ? 'shrink-0 text-slate-700' : 'shrink-0 font-semibold text-green-800'
          }
        >
          {state === 'notScanned' ? '' : '✓ '}
          {stateText}
        </span>
      </div>
      {scanned && cold !== 'ambient' ? (
        <div className="mt-3 space-y-1">
          <Field
            label={t('desk.temperatureOf', { piece: t('desk.piece', seq) })}
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
