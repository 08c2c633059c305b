/**
 * Messages: conversations on the left, the open chat on the right. The open one is in
 * the URL (?orderId=N), so Order History's Message button and reloads land on it. On a phone
 * only one side shows at a time.
 */
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { useAuthUser } from '@web/lib/session';
import { ConversationsPanel } from './ConversationsPanel';
import { useMessages } from '@web/i18n';

const DESCRIPTIONS = {
  client: 'chat.page.client',
  driver: 'chat.page.driver',
  admin: 'chat.page.admin',
  billing: 'chat.page.billing',
} as const;

export function MessagesPage() {
  const user = useAuthUser();
  const { t } = useMessages();
  if (!user) return <Redirect to="/login" replace />;
  return (
    <>
      <PageHeader title={t('nav.messages')} description={t(DESCRIPTIONS[user.role])} />
      <ConversationsPanel viewer={user} />
    </>
  );
}
