/**
 * One conversation: the messages (plain text, own ones on the right) and the composer. Messages
 * are rendered as React text children, never as HTML, so markup in a message shows as typed.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ArrowLeft, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { displayNumber } from '@domain/display';
import type { Role } from '@domain/enums';
import { CHAT_CLOSED, chatRefusal, type ConversationResponse, type MessageResponse } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOrderDetail } from '@web/lib/orders';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { cn } from '@web/lib/utils';
import { useMessages } from './api/list-messages';
import { useMarkConversationRead } from './api/mark-read';
import { counterpartName, formatMessageTime, ROLE_KEYS } from './chat-format';
import { MessageComposer } from './MessageComposer';
import { useMessages as useCatalogue } from '@web/i18n';
import { isClient } from '@domain/capabilities';

type Props = {
  orderId: number;
  /** From the list; missing when a deep link names an order the list does not hold. */
  conversation: ConversationResponse | undefined;
  /** The list has loaded: a conversation still missing is looked up through its order. */
  listReady: boolean;
  viewer: { id: number; role: Role };
  onBack: () => void;
};

export function ChatPane({ orderId, conversation, listReady, viewer, onBack }: Props) {
  const messages = useMessages(orderId);
  // Only needed to describe and gate a conversation the list did not include.
  const order = useOrderDetail(conversation || !listReady ? null : orderId);
  const markRead = useMarkConversationRead();
  const logRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const { t } = useCatalogue();

  const status = conversation?.status ?? order.data?.status;
  const canSend = conversation
    ? conversation.canSend
    : order.data
      ? chatRefusal(viewer.role, order.data) === null
      : false;
  const refused = order.data ? chatRefusal(viewer.role, order.data) : null;
  const refusal = refused === null ? null : t(refused === CHAT_CLOSED ? 'chat.closed' : 'chat.notOpen');
  const title = conversation
    ? `${counterpartName(conversation)} · ${t(ROLE_KEYS[conversation.counterpart.role])}`
    : order.data?.driver
      ? `${order.data.driver.user.firstName} ${order.data.driver.user.lastName} · ${t('chat.role.driver')}`
      : t('chat.order', { number: displayNumber(orderId) });

  // Reading the thread marks it read on the server; clear the badge without refetching the list.
  const loadedAt = messages.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) markRead(orderId);
  }, [loadedAt, orderId, markRead]);

  // Follow new messages only when the reader is already at the bottom, not while scrolled back.
  const count = messages.data?.length ?? 0;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && stickToBottom.current) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <section
      aria-label={t('chat.conversationAbout', { number: displayNumber(orderId) })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          onClick={onBack}
          aria-label={t('chat.back')}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">{title}</h2>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            #{displayNumber(orderId)}
            {status ? <StatusBadge status={status} /> : null}
          </p>
        </div>
        {/* The tracking screen is the client's; dispatch and drivers follow jobs on their own. */}
        {isClient(viewer) ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`/tracking?orderId=${orderId}`}>
              <MapPin aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('chat.track')}</span>
            </Link>
          </Button>
        ) : null}
      </header>
      <div
        ref={logRef}
        role="log"
        aria-label={t('chat.messages')}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-4"
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {messages.isPending ? (
          <div role="status" aria-label={t('chat.loadingMessages')} className="space-y-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
          </div>
        ) : messages.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('chat.messagesFailed')}
          </p>
        ) : messages.data.length === 0 ? (
          <div className="py-10 text-center">
            <p className="font-medium text-slate-900">{t('chat.noMessages')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('chat.sendFirst')}</p>
          </div>
        ) : (
          <ol className="space-y-3">
            {messages.data.map((m) => (
              <MessageBubble key={m.id} message={m} own={m.senderId === viewer.id} />
            ))}
          </ol>
        )}
      </div>
      {canSend ? (
        <MessageComposer
          orderId={orderId}
          onSent={() => {
            stickToBottom.current = true;
          }}
        />
      ) : status || refusal ? (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">{refusal ?? t('chat.closed')}</p>
      ) : null}
    </section>
  );
}

export function MessageBubble({ message, own }: { message: MessageResponse; own: boolean }) {
  const { t, locale } = useCatalogue();
  const sender = own ? t('chat.you') : `${message.sender.firstName} ${message.sender.lastName}`.trim();
  return (
    <li
      className={cn('flex flex-col', own ? 'items-end' : 'items-start')}
      data-testid="message"
      data-own={own}
    >
      <div
        data-testid="message-bubble"
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%]',
          own
            ? 'rounded-br-sm bg-teal-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
      </div>
      <p className="mt-0.5 px-1 text-xs text-slate-600">
        <span className={own ? 'sr-only' : undefined}>{sender} · </span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, Date.now(), locale)}</time>
      </p>
    </li>
  );
}
