/**
 * The conversation list and the open chat side by side. The open one is in the URL (?orderId=N),
 * so Order History's Message button and reloads land on it. On a phone only one side shows.
 */
import { MessageSquare } from 'lucide-react';
import { useSearchParams } from 'wouter';
import type { Role } from '@domain/enums';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useConversations } from './api/list-conversations';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';
import { useMessages } from '@web/i18n';
import { isClient } from '@domain/capabilities';

export function ConversationsPanel({ viewer: user }: { viewer: { id: number; role: Role } }) {
  const conversations = useConversations();
  const { t } = useMessages();
  const [params, setParams] = useSearchParams();

  const raw = params.get('orderId');
  const selectedId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const selected = conversations.data?.find((c) => c.orderId === selectedId);

  return (
    <>
      <Card className="grid h-[calc(100dvh-15rem)] min-h-[28rem] overflow-hidden lg:h-[calc(100dvh-13rem)] grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div
          className={cn('min-h-0 border-slate-200 lg:block lg:border-r', selectedId !== null && 'hidden')}
          aria-label={t('chat.list')}
          role="region"
        >
          <ConversationList
            conversations={conversations.data}
            loading={conversations.isPending}
            failed={conversations.isError}
            selectedId={selectedId}
            onSelect={(orderId) => setParams({ orderId: String(orderId) })}
          />
        </div>
        <div className={cn('min-h-0 lg:block', selectedId === null && 'hidden')}>
          {selectedId === null ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                <MessageSquare className="size-6" aria-hidden="true" />
              </span>
              <p className="text-lg font-semibold text-slate-900">{t('chat.select')}</p>
              <p className="max-w-sm text-sm text-slate-600">
                {isClient(user) ? t('chat.chooseDelivery') : t('chat.chooseConversation')}
              </p>
            </div>
          ) : (
            <ChatPane
              key={selectedId}
              orderId={selectedId}
              conversation={selected}
              listReady={!conversations.isPending}
              viewer={user}
              onBack={() => setParams({})}
            />
          )}
        </div>
      </Card>
    </>
  );
}
