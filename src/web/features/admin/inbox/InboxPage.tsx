/**
 * Dispatch's inbox: every conversation, newest first, with unread counts and search;
 * dispatch's replies reach the client and the driver as "MedLink Dispatch". Below, notifications
 * that could not be delivered, for someone to act on.
 */
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { useAuthUser } from '@web/lib/session';
import { ConversationsPanel } from '@web/features/messages';
import { NotificationFailures } from './NotificationFailures';

export function InboxPage() {
  const user = useAuthUser();
  if (!user) return <Redirect to="/login" replace />;
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Every conversation, newest first. Your replies show as MedLink Dispatch."
      />
      <ConversationsPanel viewer={user} />
      <NotificationFailures />
    </>
  );
}
