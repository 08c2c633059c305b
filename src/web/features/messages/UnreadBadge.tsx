/**
 * The unread count beside a navigation link. The number is for the eye; the link's accessible name
 * gets "N unread" spelled out. Nothing shows at zero.
 */
import { cn } from '@web/lib/utils';
import { useUnreadCount } from './api/get-unread-count';
import { useMessages } from '@web/i18n';

export function UnreadBadge({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const { t } = useMessages();
  const count = unread.data?.unreadCount ?? 0;
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {t('chat.unread')}</span>
    </span>
  );
}
