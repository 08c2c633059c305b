import { Link, useLocation } from 'wouter';
import type { OrganizationRole, Role } from '@domain/enums';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { isCurrent, MOBILE_MENU_ID, navItemsFor } from './nav-items';
import { UnreadBadge } from '@web/features/messages/UnreadBadge';

/** The narrow-screen menu: the same links as the top bar, closed as soon as one is chosen. */
export function MobileMenu({
  role,
  organizationRole,
  open,
  onNavigate,
}: {
  role: Role;
  organizationRole?: OrganizationRole | null;
  open: boolean;
  onNavigate: () => void;
}) {
  const [location] = useLocation();
  const { t } = useMessages();
  return (
    <>
      {/* A click beside the open menu closes it, as people expect of a drop-down. */}
      {open ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 top-16 z-30 bg-slate-900/20 md:hidden"
          onClick={onNavigate}
        />
      ) : null}
      <nav
        id={MOBILE_MENU_ID}
        aria-label={t('shell.mobileMenu')}
        hidden={!open}
        className="fixed inset-x-0 top-16 z-30 border-b border-slate-200 bg-white shadow-lg md:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col p-2">
          {navItemsFor(role, organizationRole).map((item) => {
            const current = isCurrent(location, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
                    current ? 'bg-teal-50 text-teal-800' : 'text-slate-800 hover:bg-slate-100',
                  )}
                >
                  <item.icon className="size-5" aria-hidden="true" />
                  {t(item.label)}
                  {item.unreadBadge ? <UnreadBadge /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
