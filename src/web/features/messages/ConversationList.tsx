/** The left list of conversations: search, unread counts, the open one marked. */
import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import type { ConversationResponse } from '@domain/messages';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { cn } from '@web/lib/utils';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useConversationSearch } from './api/list-conversations';
import { useAuthUser } from '@web/lib/session';
import {
  counterpartName,
  filterConversations,
  formatMessageTime,
  lastWriter,
  ROLE_KEYS,
} from './chat-format';
import { useMessages as useCatalogue } from '@web/i18n';

type Props = {
  conversations: readonly ConversationResponse[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (orderId: number) => void;
};

export function ConversationList({ conversations, loading, failed, selectedId, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  // What the list holds is filtered at once; the server's answer (older conversations too) follows.
  const found = useConversationSearch(useDebouncedValue(search, 300));
  const shown = search.trim() && found.data ? found.data : filterConversations(conversations ?? [], search);
  const { t } = useCatalogue();

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="relative border-b border-slate-200 p-3">
        <Label htmlFor={searchId} className="sr-only">
          {t('chat.search')}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-6 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={searchId}
          type="search"
          className="pl-9"
          placeholder={t('chat.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading ? (
          <div role="status" aria-label={t('chat.loadingConversations')} className="space-y-2 p-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : failed ? (
          <p role="alert" className="p-4 text-sm text-red-800">
            {t('chat.conversationsFailed')}
          </p>
        ) : shown.length === 0 ? (
          <div className="p-6 text-center">
            <p className="font-medium text-slate-900">{t('chat.noConversations')}</p>
            <p className="mt-1 text-sm text-slate-600">
              {search.trim() ? t('chat.noMatch') : t('chat.opensWhenAssigned')}
            </p>
          </div>
        ) : (
          <ul aria-label={t('chat.conversations')} className="divide-y divide-slate-100">
            {shown.map((c) => (
              <li key={c.orderId}>
                <ConversationItem conversation={c} selected={c.orderId === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

type ItemProps = {
  conversation: ConversationResponse;
  selected: boolean;
  onSelect: (orderId: number) => void;
};

function ConversationItem({ conversation: c, selected, onSelect }: ItemProps) {
  const name = counterpartName(c);
  const writer = lastWriter(c, useAuthUser()?.id);
  const { t, locale } = useCatalogue();
  const writerName =
    writer?.kind === 'you'
      ? t('chat.you')
      : writer?.kind === 'dispatch'
        ? t('chat.role.admin')
        : writer
          ? `${writer.firstName} (${t(ROLE_KEYS[writer.role])})`
          : null;
  return (
    <button
      type="button"
      onClick={() => onSelect(c.orderId)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600',
        selected && 'bg-teal-50 hover:bg-teal-50',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-medium text-slate-900">
          {name}
          <span className="font-normal text-slate-600"> · {t(ROLE_KEYS[c.counterpart.role])}</span>
        </span>
        {c.lastMessage ? (
          <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
            {formatMessageTime(c.lastMessage.createdAt, Date.now(), locale)}
          </time>
        ) : null}
      </span>
      <span className="flex items-center gap-2 text-xs text-slate-600">
        #{c.displayNumber}
        <StatusBadge status={c.status} />
      </span>
      <span className="flex items-center justify-between gap-2">
        <span
          className={cn(
            'truncate text-sm',
            c.unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-600',
          )}
        >
          {c.lastMessage ? (
            <>
              {writerName ? <span data-testid="last-writer">{writerName}: </span> : null}
              {c.lastMessage.content}
            </>
          ) : (
            t('chat.noMessages')
          )}
        </span>
        {c.unreadCount > 0 ? (
          <span
            data-testid="unread-count"
            className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white"
          >
            {c.unreadCount}
            <span className="sr-only"> {t('chat.unread')}</span>
          </span>
        ) : null}
      </span>
    </button>
  );
}
