/**
 * "Are you sure?" before a hand-over (Complete Pickup, Complete Delivery): once the client is told
 * the item is delivered, a mistaken tap cannot be taken back. When the order requires proof, the
 * dialog collects exactly that (ProofFields) and Confirm stays disabled until it is complete; the
 * server checks it again and its refusal is shown by the action bar.
 */
import { useId, useState } from 'react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import type { DriverStep } from './job-steps';
import { ProofFields } from './ProofFields';
import type { ProofInput } from '@domain/proof';
import { EMPTY_DRAFT, draftToProof, needsProof, stillNeededParts } from './proof-form';
import { EMPTY_MEDICAL, MedicalFields, medicalBody, medicalMissing } from '@web/components/medical';
import { EMPTY_PIECES, piecesBody, piecesMissingAt, type PieceDraft } from './piece-draft';
import { PieceScanList } from './PieceScanList';
import { useMessages } from '@web/i18n';

/** The step's scans and exceptions, sent beside the proof. */
export type PieceStepBody = ReturnType<typeof piecesBody>;

type Props = {
  order: OrderResponse;
  step: DriverStep;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (proof?: Record<string, unknown>, scan?: string, pieces?: PieceStepBody) => void;
};

export function ConfirmStepDialog({ order, step, open, pending, onOpenChange, onConfirm }: Props) {
  const pickup = step.action === 'complete_pickup';
  const { t } = useMessages();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {/* Near full height on a phone: the signature pad and the buttons stay within one thumb's reach. */}
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] gap-5 p-4 sm:p-6"
        // Focus the dialog, not the name field: a phone keyboard popping up would hide the question.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('driver.confirm.title', { step: t(`step.${step.action}`) })}</DialogTitle>
          <DialogDescription>
            {pickup
              ? t('driver.confirm.pickup', { number: order.displayNumber, address: order.pickupAddress })
              : t('driver.confirm.delivery', { number: order.displayNumber, address: order.deliveryAddress })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open (Radix unmounts closed content), so each opening starts afresh. */}
        <ConfirmBody
          order={order}
          pickup={pickup}
          pending={pending}
          onCancel={() => onOpenChange(false)}
          onConfirm={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}

type BodyProps = {
  order: OrderResponse;
  pickup: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (proof?: Record<string, unknown>, scan?: string, pieces?: PieceStepBody) => void;
};

function ConfirmBody({ order, pickup, pending, onCancel, onConfirm }: BodyProps) {
  const expectedName = (pickup ? order.pickupContactName : order.deliveryContactName)?.trim() || null;
  const [draft, setDraft] = useState(() => ({ ...EMPTY_DRAFT, name: expectedName ?? '' }));
  const needs = { requiresSignature: order.requiresSignature, requiresId: order.requiresId };
  // The label scan, the cold-chain reading and the photo, beside the signature proof.
  const [medical, setMedical] = useState(EMPTY_MEDICAL);
  const medicalNeeds = {
    displayNumber: order.displayNumber,
    temperatureClass: order.temperatureClass,
    requiresPhoto: order.requiresPhoto,
    delivery: !pickup,
  };
  // Every piece is scanned or has an exception before the step can be confirmed.
  const pieces = order.pieces ?? [];
  const [pieceDraft, setPieceDraft] = useState<PieceDraft>(EMPTY_PIECES);
  const { t } = useMessages();
  const missing = [
    ...piecesMissingAt(pieces, pieceDraft).map((seq) =>
      t('pieces.missing', {
        piece: t('pieces.pieceOf', { seq, count: pieces.length }).toLocaleLowerCase(),
      }),
    ),
    ...stillNeededParts(needs, pickup ? 'pickup' : 'delivery', draft).map((part) =>
      t(`missingProof.${part}`),
    ),
    ...medicalMissing(medicalNeeds, medical, t),
  ];
  const complete = missing.length === 0;
  const confirm = () => {
    const extra = medicalBody(medicalNeeds, medical);
    const base: ProofInput | undefined = draftToProof(needs, draft);
    const proof = base || Object.keys(extra.proof).length > 0 ? { ...base, ...extra.proof } : undefined;
    onConfirm(proof, extra.scan, pieces.length > 0 ? piecesBody(pieces, pieceDraft) : undefined);
  };
  const missingId = useId();

  return (
    <>
      {pieces.length > 0 ? (
        <PieceScanList pieces={pieces} draft={pieceDraft} onChange={setPieceDraft} />
      ) : null}
      {needsProof(needs) ? (
        <ProofFields
          needs={needs}
          pickup={pickup}
          expectedName={expectedName}
          draft={draft}
          onChange={setDraft}
        />
      ) : null}
      <MedicalFields needs={medicalNeeds} draft={medical} onChange={setMedical} />
      {needsProof(needs) || missing.length > 0 || pieces.length > 0 ? (
        <p id={missingId} className="min-h-5 text-sm text-slate-700" aria-live="polite">
          {complete ? null : t('driver.confirm.stillNeeded', { items: missing.join(', ') })}
        </p>
      ) : null}
      <DialogFooter className="gap-3">
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="h-12"
          disabled={pending}
          onClick={onCancel}
        >
          {t('driver.confirm.notYet')}
        </Button>
        <Button
          type="button"
          size="lg"
          className="h-12"
          pending={pending}
          pendingText={t('driver.bar.saving')}
          disabled={!complete}
          aria-describedby={complete ? undefined : missingId}
          onClick={confirm}
        >
          {pickup ? t('driver.confirm.confirmPickup') : t('driver.confirm.confirmDelivery')}
        </Button>
      </DialogFooter>
    </>
  );
}
