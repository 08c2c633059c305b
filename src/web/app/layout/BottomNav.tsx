import { Link, useLocation } from 'wouter';
import type { OrganizationRole, Role } from '@domain/enums';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { isCurrent, navItemsFor } from './nav-items';
import { UnreadBadge } from '@web/features/messages/UnreadBadge';

/** Thumb-reachable tab bar on narrow screens; hidden where the top bar has room for the links. */
export function BottomNav({
  role,
  organizationRole,
  onNavigate,
}: {
  role: Role;
  organizationRole?: OrganizationRole | null;
  onNavigate: () => void;
}) {
  const [location] = useLocation();
  const { t } = useMessages();
  return (
    <nav
      aria-label={t('shell.bottomNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="flex">
        {navItemsFor(role, organizationRole).map((item) => {
          const current = isCurrent(location, item.href);
          return (
            // min-w-0: six labels must share 390 px; a long one is cut, never widens the page.
            <li key={item.href} className="min-w-0 flex-1">
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600',
                  current ? 'text-teal-800' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <span className="relative">
                  <item.icon className={cn('size-5', current && 'stroke-[2.5]')} aria-hidden="true" />
                  {item.unreadBadge ? <UnreadBadge className="absolute -top-2 left-3" /> : null}
                </span>
                <span className="max-w-full truncate">{t(item.shortLabel)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
