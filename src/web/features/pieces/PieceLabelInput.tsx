/**
 * Taking a piece's label at a hand-over or at the receiving desk: type it (Enter adds it) or
 * photograph its barcode with the camera. `onLabel` answers the problem with the text (a label of
 * no piece of this order) or the note to announce (the piece it was).
 */
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { decodeLabel } from '@web/components/medical';
import { useMessages } from '@web/i18n';

export type LabelAnswer = { error: string } | { note: string };

export function PieceLabelInput({ onLabel }: { onLabel: (text: string) => LabelAnswer }) {
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useMessages();

  function take(text: string) {
    const answer = onLabel(text);
    if ('error' in answer) {
      setError(answer.error);
      return;
    }
    setError(null);
    setTyped('');
    setNote(answer.note);
  }

  const addTyped = () => {
    if (typed.trim()) take(typed);
  };

  async function onLabelImage(file: File | undefined) {
    if (!file) return;
    setNote(t('pieces.reading'));
    const text = await decodeLabel(file);
    if (text) take(text);
    else setNote(t('pieces.noBarcode'));
  }

  return (
    <>
      {/* A div, not a nested form: the dialog may sit inside one; Enter in the field adds the label. */}
      <div className="flex items-end gap-2">
        <Field label={t('pieces.labelField')} error={error ?? undefined} className="flex-1">
          <Input
            value={typed}
            maxLength={80}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="ML-0000-1-XXXXXX"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              addTyped();
            }}
          />
        </Field>
        <Button type="button" variant="outline" className="h-10" onClick={addTyped}>
          {t('pieces.add')}
        </Button>
      </div>
      <label className="flex h-12 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-blue-600">
        {t('pieces.camera')}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          aria-label={t('pieces.camera')}
          onChange={(e) => void onLabelImage(e.target.files?.[0])}
        />
      </label>
      <p className="min-h-5 text-sm text-slate-700" aria-live="polite">
        {note}
      </p>
    </>
  );
}
