import {
  BadgeDollarSign,
  BookUser,
  Landmark,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  Map as MapIcon,
  MapPin,
  MessageSquare,
  PackageCheck,
  Repeat,
  ScrollText,
  ShieldCheck,
  Wallet,
  Webhook,
  Zap,
  HandCoins,
  type LucideIcon,
} from 'lucide-react';
import type { OrganizationRole, Role } from '@domain/enums';
import { doesWork } from '@domain/staff-work';
import { homeFor, RECEIVING_HOME } from '@web/features/auth/roles';
import { useMessages, type MessageKey } from '@web/i18n';

/** Ties the menu button (aria-controls) to the narrow-screen menu it opens. */
export const MOBILE_MENU_ID = 'mobile-menu';

export type NavItem = {
  href: string;
  /** Label in the top bar and the menu. */
  label: string;
  /** Label in the narrow bottom tab bar, where space is short ('Track'). */
  shortLabel: string;
  icon: LucideIcon;
  /** Shows the signed-in user's unread message count beside the link. */
  unreadBadge?: boolean;
  /** The catalogue's words for the two labels, on the screens that are translated. */
  labelKey?: MessageKey;
  shortLabelKey?: MessageKey;
};

const CLIENT_ITEMS: NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboard },
  { href: '/orders', label: 'Orders', shortLabel: 'Orders', icon: ClipboardList },
  { href: '/address-book', label: 'Address book', shortLabel: 'Places', icon: BookUser },
  { href: '/standing-orders', label: 'Standing orders', shortLabel: 'Standing', icon: Repeat },
  { href: '/tracking', label: 'Tracking', shortLabel: 'Track', icon: MapPin },
  { href: '/messages', label: 'Messages', shortLabel: 'Messages', icon: MessageSquare, unreadBadge: true },
];

const LIVE_MAP_ITEM: NavItem = {
  href: '/admin/dispatch-map',
  label: 'Live Map',
  shortLabel: 'Map',
  icon: MapIcon,
};

const WEBHOOKS_ITEM: NavItem = {
  href: '/admin/webhooks',
  label: 'Webhooks',
  shortLabel: 'Webhooks',
  icon: Webhook,
};

/** Who read and changed what (decision 045). */
const AUDIT_ITEM: NavItem = {
  href: '/admin/audit',
  label: 'Audit',
  shortLabel: 'Audit',
  icon: ScrollText,
};

/** The driver's pay by week, day and job. */
const EARNINGS_ITEM: NavItem = { href: '/earnings', label: 'Earnings', shortLabel: 'Earnings', icon: Wallet };

const AUTO_DISPATCH_ITEM: NavItem = {
  href: '/admin/auto-dispatch',
  label: 'Auto-dispatch',
  shortLabel: 'Auto',
  icon: Zap,
};

const SECURITY_ITEM: NavItem = {
  href: '/security',
  label: 'Security',
  shortLabel: 'Security',
  icon: ShieldCheck,
};

const RECEIVING_ITEM: NavItem = {
  href: RECEIVING_HOME,
  label: 'Receiving desk',
  shortLabel: 'Desk',
  icon: PackageCheck,
};

const RATE_CARDS_ITEM: NavItem = {
  href: '/rate-cards',
  label: 'Rate cards',
  shortLabel: 'Rates',
  icon: BadgeDollarSign,
  labelKey: 'nav.rateCards',
  shortLabelKey: 'nav.rateCardsShort',
};

const PAY_RULES_ITEM: NavItem = {
  href: '/pay-rules',
  label: 'Pay rules',
  shortLabel: 'Pay',
  icon: HandCoins,
  labelKey: 'nav.payRules',
  shortLabelKey: 'nav.payRulesShort',
};

/** The money screens a staff role works on, by the domain's table of who does which work. */
const moneyItems = (role: Role): NavItem[] => [
  ...(doesWork(role, 'rates') ? [RATE_CARDS_ITEM] : []),
  ...(doesWork(role, 'pay') ? [PAY_RULES_ITEM] : []),
];

/**
 * The spec's four entries are client screens. Drivers and admins work from one dashboard each, so
 * their bar holds that dashboard and the security settings instead of links they cannot use.
 */
export function navItemsFor(role: Role, organizationRole?: OrganizationRole | null): NavItem[] {
  // The receiving desk books nothing: its screen, and its own security settings.
  if (role === 'client' && organizationRole === 'receiving') return [RECEIVING_ITEM, SECURITY_ITEM];
  if (role === 'client') return CLIENT_ITEMS;
  // Billing staff work from one console; they have no conversations or dispatch screens.
  if (role === 'billing')
    return [
      { href: homeFor(role), label: 'Billing', shortLabel: 'Billing', icon: Landmark },
      ...moneyItems(role),
      { href: '/security', label: 'Security', shortLabel: 'Security', icon: ShieldCheck },
    ];
  // Drivers read their jobs' threads; dispatch answers every conversation from its inbox.
  const conversations: NavItem =
    role === 'driver'
      ? {
          href: '/messages',
          label: 'Messages',
          shortLabel: 'Messages',
          icon: MessageSquare,
          unreadBadge: true,
        }
      : { href: '/admin/inbox', label: 'Inbox', shortLabel: 'Inbox', icon: Inbox, unreadBadge: true };
  return [
    { href: homeFor(role), label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboard },
    conversations,
    ...(role === 'driver' ? [EARNINGS_ITEM] : []),
    ...(role === 'admin' ? [LIVE_MAP_ITEM, AUTO_DISPATCH_ITEM, WEBHOOKS_ITEM, AUDIT_ITEM] : []),
    ...moneyItems(role),
    SECURITY_ITEM,
  ];
}

/** The role's entries with their labels in the reader's language where the catalogue has them. */
export function useNavItems(role: Role, organizationRole?: OrganizationRole | null): NavItem[] {
  const { t } = useMessages();
  return navItemsFor(role, organizationRole).map((item) => ({
    ...item,
    label: item.labelKey ? t(item.labelKey) : item.label,
    shortLabel: item.shortLabelKey ? t(item.shortLabelKey) : item.shortLabel,
  }));
}

export function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
