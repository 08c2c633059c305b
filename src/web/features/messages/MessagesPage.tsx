/**
 * Messages: conversations on the left, the open chat on the right. The open one is in
 * the URL (?orderId=N), so Order History's Message button and reloads land on it. On a phone
 * only one side shows at a time.
 */
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { useAuthUser } from '@web/features/auth';
import { ConversationsPanel } from './ConversationsPanel';

const DESCRIPTIONS = {
  client: 'Conversations with the drivers carrying your deliveries.',
  driver: 'Conversations with the clients of your jobs.',
  admin: 'Every conversation, newest first.',
  billing: 'Billing staff take part in no order conversation.',
} as const;

export function MessagesPage() {
  const user = useAuthUser();
  if (!user) return <Redirect to="/login" replace />;
  return (
    <>
      <PageHeader title="Messages" description={DESCRIPTIONS[user.role]} />
      <ConversationsPanel viewer={user} />
    </>
  );
}
