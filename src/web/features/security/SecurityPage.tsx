import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { useSecurity } from './api/get-security';
import { PasswordCard } from './PasswordCard';
import { SecurityOverview } from './SecurityOverview';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { LanguageCard } from './LanguageCard';
import { NotificationSettingsLink } from '@web/features/notifications';

export function SecurityPage() {
  const { t, errorText } = useMessages();
  const security = useSecurity();
  return (
    <>
      <PageHeader title={t('security.pageTitle')} description={t('security.description')} />
      {security.isPending ? (
        <PageSpinner label={t('security.loading')} />
      ) : security.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {errorText(security.error, 'security.loadFailed')}
        </p>
      ) : (
        <div className="space-y-6">
          <SecurityOverview security={security.data.security} />
          <div className="grid gap-6 md:grid-cols-2">
            <TwoFactorCard
              enabled={security.data.security.twoFactorEnabled}
              recoveryCodesLeft={security.data.security.recoveryCodesLeft}
            />
            <PasswordCard passwordChangedAt={security.data.security.passwordChangedAt} />
          </div>
          <SessionsCard />
          <LanguageCard />
          <NotificationSettingsLink />
        </div>
      )}
    </>
  );
}
