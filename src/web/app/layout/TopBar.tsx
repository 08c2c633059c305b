import { LogOut, Menu, ReceiptText, ScrollText, ShieldCheck, Users, X } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { auditScreenFor } from '@domain/audit-reviewers';
import type { SessionUser } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { useLogout } from '@web/features/auth/use-logout';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { Logo } from './Logo';
import { isCurrent, MOBILE_MENU_ID, navItemsFor } from './nav-items';
import { UnreadBadge } from '@web/features/messages/UnreadBadge';
import { isClient } from '@domain/capabilities';

type TopBarProps = { user: SessionUser; menuOpen: boolean; onMenuToggle: () => void; onNavigate: () => void };

/** Fixed bar for signed-in users: logo, the role's links on wide screens, welcome, security, logout. */
export function TopBar({ user, menuOpen, onMenuToggle, onNavigate }: TopBarProps) {
  const [location] = useLocation();
  const { signOut, pending } = useLogout();
  const items = navItemsFor(user.role, user.organizationRole);
  const { t } = useMessages();
  // Dispatch's audit screen is in its bar; an organisation's reviewers reach theirs from here.
  const organizationAudit = isClient(user) ? auditScreenFor(user.role, user.organizationRole) : null;

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t(menuOpen ? 'shell.closeMenu' : 'shell.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={onMenuToggle}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <Logo onNavigate={onNavigate} compactOnPhones />
        <nav aria-label={t('shell.mainNavigation')} className="ml-4 hidden items-center gap-1 md:flex">
          {items.map((item) => {
            const current = isCurrent(location, item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
                  current
                    ? 'bg-teal-50 text-teal-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <item.icon className="size-4" aria-hidden="true" />
                {t(item.label)}
                {item.unreadBadge ? <UnreadBadge /> : null}
              </Link>
            );
          })}
        </nav>
        {/* The account's links are icons (named for screen readers) until the widest screens: with
            the main navigation, an owner's Members, Invoices, Audit and Security labels would push
            Logout off a 1280 px screen. */}
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <p className="min-w-0 truncate text-sm text-slate-700" data-testid="welcome">
            {t('shell.welcome')} <span className="font-semibold text-slate-900">{user.firstName}</span>
          </p>
          {isClient(user) ? (
            <Link
              href="/members"
              aria-current={isCurrent(location, '/members') ? 'page' : undefined}
              className="flex shrink-0 items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 aria-[current=page]:text-teal-800"
            >
              <Users className="size-4" aria-hidden="true" />
              <span className="sr-only 2xl:not-sr-only">{t('shell.members')}</span>
            </Link>
          ) : null}
          {isClient(user) && user.organizationRole === 'owner' ? (
            <Link
              href="/invoices"
              aria-current={isCurrent(location, '/invoices') ? 'page' : undefined}
              className="flex shrink-0 items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 aria-[current=page]:text-teal-800"
            >
              <ReceiptText className="size-4" aria-hidden="true" />
              <span className="sr-only 2xl:not-sr-only">{t('shell.invoices')}</span>
            </Link>
          ) : null}
          {organizationAudit ? (
            <Link
              href={organizationAudit}
              aria-current={isCurrent(location, organizationAudit) ? 'page' : undefined}
              className="flex shrink-0 items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 aria-[current=page]:text-teal-800"
            >
              <ScrollText className="size-4" aria-hidden="true" />
              <span className="sr-only 2xl:not-sr-only">{t('nav.audit')}</span>
            </Link>
          ) : null}
          {isClient(user) ? (
            <Link
              href="/security"
              aria-current={isCurrent(location, '/security') ? 'page' : undefined}
              className="flex shrink-0 items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 aria-[current=page]:text-teal-800"
            >
              <ShieldCheck className="size-4" aria-hidden="true" />
              <span className="sr-only 2xl:not-sr-only">{t('nav.security')}</span>
            </Link>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => void signOut()}
            pending={pending}
            pendingText={<span className="sr-only sm:not-sr-only">{t('shell.signingOut')}</span>}
          >
            <LogOut aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('shell.logout')}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
