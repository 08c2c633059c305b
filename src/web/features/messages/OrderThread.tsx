/**
 * One order's conversation as a self-contained block, for screens that show a job rather than a
 * list of conversations (the driver's job card). The thread loads when opened, which marks it read;
 * new messages arrive live (new_message frames) with the 5 s poll as a fallback.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Role } from '@domain/enums';
import { CHAT_CLOSED, chatRefusal } from '@domain/messages';
import type { OrderStatus } from '@domain/enums';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMessages } from './api/list-messages';
import { useMarkConversationRead } from './api/mark-read';
import { MessageBubble } from './ChatPane';
import { MessageComposer } from './MessageComposer';
import { WaitingBubble } from './WaitingBubble';
import { pendingMessages } from '@web/lib/outbox/pending';
import { useOutbox } from '@web/lib/outbox/use-outbox';
import { useMessages as useCatalogue } from '@web/i18n';

type Props = {
  order: { id: number; displayNumber: string; status: OrderStatus; driverId: number | null };
  viewer: { id: number; role: Role };
};

export function OrderThread({ order, viewer }: Props) {
  const messages = useMessages(order.id);
  const markRead = useMarkConversationRead();
  const logRef = useRef<HTMLDivElement>(null);
  const { t } = useCatalogue();
  const refused = chatRefusal(viewer.role, order);
  const refusal = refused === null ? null : t(refused === CHAT_CLOSED ? 'chat.closed' : 'chat.notOpen');

  const loadedAt = messages.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) markRead(order.id);
  }, [loadedAt, order.id, markRead]);

  // A driver's messages written without signal, shown until the outbox sends them.
  const waiting = pendingMessages(useOutbox().entries, order.id);
  const count = (messages.data?.length ?? 0) + waiting.length;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <section
      aria-label={t('chat.messagesAbout', { number: order.displayNumber })}
      className="rounded-lg border border-slate-200"
    >
      <div
        ref={logRef}
        role="log"
        aria-label={t('chat.messages')}
        className="max-h-72 min-h-24 overflow-y-auto bg-slate-50 p-3"
      >
        {messages.isPending ? (
          <div role="status" aria-label={t('chat.loadingMessages')} className="space-y-2">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : messages.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('chat.messagesFailed')}
          </p>
        ) : messages.data.length === 0 && waiting.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">{t('chat.noMessages')}</p>
        ) : (
          <ol className="space-y-3">
            {messages.data.map((m) => (
              <MessageBubble key={m.id} message={m} own={m.senderId === viewer.id} />
            ))}
            {waiting.map((m) => (
              <WaitingBubble key={m.key} content={m.content} />
            ))}
          </ol>
        )}
      </div>
      {refusal ? (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">{refusal}</p>
      ) : (
        <MessageComposer orderId={order.id} displayNumber={order.displayNumber} onSent={() => undefined} />
      )}
    </section>
  );
}
