import { MessageSquare } from 'lucide-react';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

export function MessagesPage() {
  return (
    <>
      <PageHeader title="Messages" description="Conversations with the drivers carrying your deliveries." />
      <ComingSoon icon={MessageSquare}>Conversations with your drivers are coming here next.</ComingSoon>
    </>
  );
}
