/** The chat's input: Enter sends, Shift+Enter adds a line; blank messages are never sent. */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, sendMessageRequest } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useSendMessage } from './api/send-message';
import { isSendKey } from './chat-format';
import { useMessages } from '@web/i18n';
import { useWordedResolver } from '@web/lib/forms';

type MessageValues = z.input<typeof sendMessageRequest>;
type MessageOutput = z.output<typeof sendMessageRequest>;

export function MessageComposer({
  orderId,
  displayNumber,
  onSent,
}: {
  orderId: number;
  displayNumber?: string;
  onSent: () => void;
}) {
  // A blank message is refused by the schema and simply not sent: the disabled button says it.
  const resolver = useWordedResolver<MessageValues, MessageOutput>(sendMessageRequest);
  const form = useForm<MessageValues, unknown, MessageOutput>({
    resolver,
    defaultValues: { content: '' },
    shouldFocusError: false,
  });
  const text = useWatch({ control: form.control, name: 'content' });
  const send = useSendMessage(orderId, displayNumber);
  const inputId = useId();
  const hintId = useId();
  const blank = text.trim() === '';
  const { t } = useMessages();

  const submit = form.handleSubmit(({ content }) => {
    if (send.isPending) return;
    send.mutate(content, {
      onSuccess: () => {
        form.reset();
        onSent();
      },
      // The text stays in the box, so trying again is one key away.
      onError: () =>
        toast({ variant: 'destructive', title: t('chat.sendFailed'), description: t('chat.tryAgain') }),
    });
  });

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3" aria-label={t('chat.sendAMessage')}>
      <Label htmlFor={inputId} className="sr-only">
        {t('chat.message')}
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={inputId}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          className="max-h-40 min-h-11 resize-none"
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          {...form.register('content')}
          onKeyDown={(e) => {
            if (isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <Button
          type="submit"
          disabled={blank}
          pending={send.isPending}
          pendingText={<span className="sr-only">{t('chat.sending')}</span>}
        >
          <SendHorizontal aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('chat.send')}</span>
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('chat.hint')}
        {text.length > MESSAGE_MAX_LENGTH - 200
          ? ` ${t('chat.charactersLeft', { count: MESSAGE_MAX_LENGTH - text.length })}`
          : ''}
      </p>
    </form>
  );
}
