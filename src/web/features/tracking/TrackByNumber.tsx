/** Track by order number (digits only; 'ML-0042' is accepted as the same number). */
import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { orderNumberFrom } from '@web/lib/orders';
import { useMessages } from '@web/i18n';

export function TrackByNumber({ onTrack }: { onTrack: (orderId: number) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const { t } = useMessages();

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = orderNumberFrom(value);
    if (id === null || id < 1) {
      setError(t('tracking.byNumber.invalid'));
      return;
    }
    setError(null);
    onTrack(id);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('tracking.byNumber.label')} className="space-y-1.5">
      <Label htmlFor={inputId}>{t('tracking.byNumber.number')}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('tracking.byNumber.example')}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('chat.track')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
