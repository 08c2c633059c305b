/**
 * The medical-grade part of a hand-over: scan or type the label, record the
 * temperature of a refrigerated or frozen item, and take a photo. What the order requires is
 * marked; the server checks it again (409 naming what is missing).
 */
import { useState } from 'react';
import { inRange, type TemperatureClass } from '@domain/cold-chain';
import { scanMatches } from '@domain/proof-media';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages, type Translate } from '@web/i18n/use-messages';
import { decodeLabel, resizePhoto } from './images';

export type MedicalDraft = { scan: string; temperature: string; photo: string | null };
export const EMPTY_MEDICAL: MedicalDraft = { scan: '', temperature: '', photo: null };

export interface MedicalNeeds {
  displayNumber: string;
  temperatureClass: TemperatureClass;
  requiresPhoto: boolean;
  delivery: boolean;
}

/** The reading as a number, or null while the field is empty or not a number. */
export const reading = (draft: MedicalDraft) => {
  const n = Number(draft.temperature.replace(',', '.'));
  return draft.temperature.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** What the hand-over still needs, in the reader's words (the dialog lists them in one sentence). */
export function medicalMissing(needs: MedicalNeeds, draft: MedicalDraft, t: Translate): string[] {
  const missing: string[] = [];
  if (needs.temperatureClass !== 'ambient' && reading(draft) === null)
    missing.push(t('medical.missingTemperature'));
  if (needs.delivery && needs.requiresPhoto && !draft.photo) missing.push(t('medical.missingPhoto'));
  if (draft.scan.trim() && !scanMatches(draft.scan, needs.displayNumber))
    missing.push(t('medical.missingLabel'));
  return missing;
}

/** The extra proof and the scan to send with the step. */
export function medicalBody(needs: MedicalNeeds, draft: MedicalDraft) {
  const t = reading(draft);
  return {
    proof: {
      ...(needs.temperatureClass !== 'ambient' && t !== null ? { temperatureC: t } : {}),
      ...(draft.photo ? { photo: draft.photo } : {}),
    },
    scan: draft.scan.trim() || undefined,
  };
}

type Props = { needs: MedicalNeeds; draft: MedicalDraft; onChange: (draft: MedicalDraft) => void };

export function MedicalFields({ needs, draft, onChange }: Props) {
  const { t: say, language } = useMessages();
  const set = (patch: Partial<MedicalDraft>) => onChange({ ...draft, ...patch });
  const [scanNote, setScanNote] = useState<string | null>(null);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const t = reading(draft);
  const cold = needs.temperatureClass !== 'ambient';
  const wrongLabel = draft.scan.trim() !== '' && !scanMatches(draft.scan, needs.displayNumber);

  async function onLabelImage(file: File | undefined) {
    if (!file) return;
    setScanNote(say('medical.reading'));
    const text = await decodeLabel(file);
    if (text) {
      set({ scan: text });
      setScanNote(null);
    } else setScanNote(say('medical.noBarcode'));
  }

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    setPhotoNote(say('medical.preparing'));
    try {
      set({ photo: await resizePhoto(file) });
      setPhotoNote(null);
    } catch (error) {
      // The English reason is specific (not an image, too large); Spanish says what to do.
      setPhotoNote(language === 'en' && error instanceof Error ? error.message : say('medical.photoFailed'));
    }
  }

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{say('medical.legend')}</legend>
      <Field
        label={say('medical.labelCode')}
        error={
          wrongLabel ? say('medical.wrongLabel', { number: needs.displayNumber }) : (scanNote ?? undefined)
        }
        hint={say('medical.expected', { number: needs.displayNumber })}
      >
        <Input
          value={draft.scan}
          maxLength={200}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="ML-0000"
          onChange={(e) => set({ scan: e.target.value })}
        />
      </Field>
      <label className="flex h-12 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-blue-600">
        {say('medical.scan')}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          aria-label={say('medical.scan')}
          onChange={(e) => void onLabelImage(e.target.files?.[0])}
        />
      </label>
      {cold ? (
        <Field
          label={say('medical.temperature', { range: say(`temperature.${needs.temperatureClass}`) })}
          error={t !== null && !inRange(needs.temperatureClass, t) ? say('medical.outOfRange') : undefined}
        >
          <Input
            inputMode="decimal"
            value={draft.temperature}
            maxLength={8}
            onChange={(e) => set({ temperature: e.target.value })}
          />
        </Field>
      ) : null}
      <div className="space-y-1.5">
        <label className="flex h-12 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-blue-600">
          {say(
            draft.photo
              ? 'medical.retake'
              : needs.delivery && needs.requiresPhoto
                ? 'medical.takeRequired'
                : 'medical.takeOptional',
          )}
          <input
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            className="sr-only"
            aria-label={say('medical.photo')}
            onChange={(e) => void onPhoto(e.target.files?.[0])}
          />
        </label>
        {photoNote ? <p className="text-sm text-slate-700">{photoNote}</p> : null}
        {draft.photo ? (
          <img src={draft.photo} alt={say('medical.preview')} className="max-h-40 rounded border" />
        ) : null}
      </div>
    </fieldset>
  );
}
