/**
 * The pieces of a hand-over, one row each: scan a label with the camera or type it, and the piece
 * is ticked; a piece that cannot be scanned gets an exception (missing, damaged, refused) with a
 * note and an optional photo, which dispatch and the client hear of at once.
 */
import { useId, useState } from 'react';
import { EXCEPTION_REASONS, type ExceptionReason } from '@domain/piece-kinds';
import { useMessages } from '@web/i18n';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { resizePhoto } from '@web/components/medical';
import { PieceLabelInput, type LabelAnswer } from '@web/features/pieces';
import {
  exceptionComplete,
  isScanned,
  pieceOf,
  type DriverPiece,
  type PieceDraft,
  type PieceExceptionDraft,
} from './piece-draft';

type Props = { pieces: readonly DriverPiece[]; draft: PieceDraft; onChange: (draft: PieceDraft) => void };

const NEW_EXCEPTION: PieceExceptionDraft = { reason: '', note: '', photo: null };

export function PieceScanList({ pieces, draft, onChange }: Props) {
  const scannedCount = pieces.filter((p) => isScanned(draft, p)).length;
  const { t } = useMessages();
  const pieceOfText = (seq: number) => t('pieces.pieceOf', { seq, count: pieces.length });

  function take(text: string): LabelAnswer {
    const piece = pieceOf(pieces, text);
    if (!piece) return { error: t('pieces.notOfOrder', { label: text.trim() }) };
    const n = pieces.indexOf(piece) + 1;
    if (!isScanned(draft, piece)) onChange({ ...draft, scanned: [...draft.scanned, piece.label] });
    return { note: t('pieces.scannedNote', { piece: pieceOfText(n) }) };
  }

  const setException = (label: string, e: PieceExceptionDraft | undefined) => {
    const exceptions = { ...draft.exceptions };
    if (e) exceptions[label] = e;
    else delete exceptions[label];
    onChange({ ...draft, exceptions });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">
        {t('pieces.legend', { scanned: scannedCount, count: pieces.length })}
      </legend>
      <PieceLabelInput onLabel={take} />
      <ul aria-label={t('pieces.list')} className="space-y-2">
        {pieces.map((piece, i) => (
          <PieceRow
            key={piece.label}
            piece={piece}
            title={`${pieceOfText(i + 1)} · ${t(`pieceKind.${piece.kind}`)}`}
            scanned={isScanned(draft, piece)}
            exception={draft.exceptions[piece.label]}
            onException={(e) => setException(piece.label, e)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

type RowProps = {
  piece: DriverPiece;
  title: string;
  scanned: boolean;
  exception: PieceExceptionDraft | undefined;
  onException: (e: PieceExceptionDraft | undefined) => void;
};

function PieceRow({ piece, title, scanned, exception, onException }: RowProps) {
  const id = useId();
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const { t } = useMessages();
  const state = scanned
    ? t('pieces.scanned')
    : exceptionComplete(exception)
      ? t('pieces.exception', {
          reason: t(`exceptionReason.${exception!.reason as ExceptionReason}`).toLocaleLowerCase(),
        })
      : t('pieces.notScanned');
  const lowerTitle = title.toLocaleLowerCase();

  async function onPhoto(file: File | undefined) {
    if (!file || !exception) return;
    setPhotoNote(t('pieces.preparingPhoto'));
    try {
      onException({ ...exception, photo: await resizePhoto(file) });
      setPhotoNote(null);
    } catch (error) {
      setPhotoNote(error instanceof Error ? error.message : t('pieces.photoUnusable'));
    }
  }

  return (
    <li aria-label={`${title}: ${state}`} className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{title}</p>
          <p className="break-all font-mono text-xs text-slate-600">{piece.label}</p>
        </div>
        <span
          className={
            scanned
              ? 'shrink-0 font-semibold text-green-800'
              : exceptionComplete(exception)
                ? 'shrink-0 font-semibold text-amber-800'
                : 'shrink-0 text-slate-700'
          }
        >
          {scanned ? '✓ ' : ''}
          {state}
        </span>
      </div>
      {scanned ? null : exception ? (
        <div className="mt-3 space-y-3">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              {t('pieces.reason')}
            </label>
            <select
              id={`${id}-reason`}
              value={exception.reason}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-2"
              onChange={(e) => onException({ ...exception, reason: e.target.value as ExceptionReason | '' })}
            >
              <option value="">{t('pieces.chooseReason')}</option>
              {EXCEPTION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`exceptionReason.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <Field label={t('pieces.whatHappened')}>
            <Textarea
              value={exception.note}
              maxLength={500}
              rows={2}
              onChange={(e) => onException({ ...exception, note: e.target.value })}
            />
          </Field>
          <label className="flex h-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 font-medium text-slate-800 focus-within:ring-2 focus-within:ring-blue-600">
            {t(exception.photo ? 'pieces.retakePhoto' : 'pieces.takePhoto')}
            <input
              type="file"
              accept="image/jpeg,image/png"
              capture="environment"
              className="sr-only"
              aria-label={t('pieces.photoOf', { piece: lowerTitle })}
              onChange={(e) => void onPhoto(e.target.files?.[0])}
            />
          </label>
          {photoNote ? <p className="text-slate-700">{photoNote}</p> : null}
          <Button
            type="button"
            variant="outline"
            className="h-10 w-full"
            onClick={() => onException(undefined)}
          >
            {t('pieces.removeException')}
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="mt-2 h-10 w-full"
          aria-label={t('pieces.recordExceptionFor', { piece: lowerTitle })}
          onClick={() => onException(NEW_EXCEPTION)}
        >
          {t('pieces.recordException')}
        </Button>
      )}
    </li>
  );
}
