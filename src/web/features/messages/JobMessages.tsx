/**
 * The driver's way into a job's conversation: a "Messages" button with the thread's unread count
 * that opens the thread in place (the job card stays where it is, the thumb stays near).
 */
import { useId, useState } from 'react';
import { ChevronDown, MessageSquare } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { useAuthUser } from '@web/lib/session';
import { useConversations } from './api/list-conversations';
import { OrderThread } from './OrderThread';
import { useMessages } from '@web/i18n';

export function JobMessages({ order }: { order: OrderResponse }) {
  const user = useAuthUser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useMessages();
  const conversations = useConversations();
  const unread = conversations.data?.find((c) => c.orderId === order.id)?.unreadCount ?? 0;
  if (!user) return null;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        className="min-h-11 w-full justify-between"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" />
          {t('chat.messages')}
          {unread > 0 && !open ? (
            <span className="rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white">
              {unread}
              <span className="sr-only"> {t('chat.unread')}</span>
            </span>
          ) : null}
        </span>
        <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <OrderThread
            order={{
              id: order.id,
              displayNumber: order.displayNumber,
              status: order.status,
              driverId: order.driverId ?? null,
            }}
            viewer={user}
          />
        ) : null}
      </div>
    </div>
  );
}
