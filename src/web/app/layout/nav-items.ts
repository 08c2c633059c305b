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
import type { MessageKey } from '@web/i18n/catalogue/en';
import { isBillingStaff, isClient, isDispatch, isDriver } from '@domain/capabilities';

/** Ties the menu button (aria-controls) to the narrow-screen menu it opens. */
export const MOBILE_MENU_ID = 'mobile-menu';

export type NavItem = {
  href: string;
  /** Catalogue key of the label in the top bar and the menu. */
  label: MessageKey;
  /** Catalogue key of the label in the narrow bottom tab bar, where space is short ('Track'). */
  shortLabel: MessageKey;
  icon: LucideIcon;
  /** Shows the signed-in user's unread message count beside the link. */
  unreadBadge?: boolean;
};

const CLIENT_ITEMS: NavItem[] = [
  { href: '/dashboard', label: 'nav.dashboard', shortLabel: 'nav.short.dashboard', icon: LayoutDashboard },
  { href: '/orders', label: 'nav.orders', shortLabel: 'nav.short.orders', icon: ClipboardList },
  { href: '/address-book', label: 'nav.addressBook', shortLabel: 'nav.short.places', icon: BookUser },
  { href: '/standing-orders', label: 'nav.standingOrders', shortLabel: 'nav.short.standing', icon: Repeat },
  { href: '/tracking', label: 'nav.tracking', shortLabel: 'nav.short.track', icon: MapPin },
  {
    href: '/messages',
    label: 'nav.messages',
    shortLabel: 'nav.short.messages',
    icon: MessageSquare,
    unreadBadge: true,
  },
];

const LIVE_MAP_ITEM: NavItem = {
  href: '/admin/dispatch-map',
  label: 'nav.liveMap',
  shortLabel: 'nav.short.map',
  icon: MapIcon,
};

const WEBHOOKS_ITEM: NavItem = {
  href: '/admin/webhooks',
  label: 'nav.webhooks',
  shortLabel: 'nav.short.webhooks',
  icon: Webhook,
};

/** Who read and changed what (decision 045). */
const AUDIT_ITEM: NavItem = {
  href: '/admin/audit',
  label: 'nav.audit',
  shortLabel: 'nav.short.audit',
  icon: ScrollText,
};

/** The driver's pay by week, day and job. */
const EARNINGS_ITEM: NavItem = {
  href: '/earnings',
  label: 'nav.earnings',
  shortLabel: 'nav.short.earnings',
  icon: Wallet,
};

const AUTO_DISPATCH_ITEM: NavItem = {
  href: '/admin/auto-dispatch',
  label: 'nav.autoDispatch',
  shortLabel: 'nav.short.auto',
  icon: Zap,
};

const SECURITY_ITEM: NavItem = {
  href: '/security',
  label: 'nav.security',
  shortLabel: 'nav.short.security',
  icon: ShieldCheck,
};

const RATE_CARDS_ITEM: NavItem = {
  href: '/rate-cards',
  label: 'nav.rateCards',
  shortLabel: 'nav.rateCardsShort',
  icon: BadgeDollarSign,
};

const PAY_RULES_ITEM: NavItem = {
  href: '/pay-rules',
  label: 'nav.payRules',
  shortLabel: 'nav.payRulesShort',
  icon: HandCoins,
};

/** The money screens a staff role works on, by the domain's table of who does which work. */
const moneyItems = (role: Role): NavItem[] => [
  ...(doesWork(role, 'rates') ? [RATE_CARDS_ITEM] : []),
  ...(doesWork(role, 'pay') ? [PAY_RULES_ITEM] : []),
];

const RECEIVING_ITEM: NavItem = {
  href: RECEIVING_HOME,
  label: 'nav.receivingDesk',
  shortLabel: 'nav.short.desk',
  icon: PackageCheck,
};

/**
 * The spec's four entries are client screens. Drivers and admins work from one dashboard each, so
 * their bar holds that dashboard and the security settings instead of links they cannot use.
 */
export function navItemsFor(role: Role, organizationRole?: OrganizationRole | null): NavItem[] {
  // The receiving desk books nothing: its screen, and its own security settings.
  if (isClient(role) && organizationRole === 'receiving') return [RECEIVING_ITEM, SECURITY_ITEM];
  if (isClient(role)) return CLIENT_ITEMS;
  // Billing staff work from one console; they have no conversations or dispatch screens.
  if (isBillingStaff(role))
    return [
      { href: homeFor(role), label: 'nav.billing', shortLabel: 'nav.short.billing', icon: Landmark },
      ...moneyItems(role),
      { href: '/security', label: 'nav.security', shortLabel: 'nav.short.security', icon: ShieldCheck },
    ];
  // Drivers read their jobs' threads; dispatch answers every conversation from its inbox.
  const conversations: NavItem = isDriver(role)
    ? {
        href: '/messages',
        label: 'nav.messages',
        shortLabel: 'nav.short.messages',
        icon: MessageSquare,
        unreadBadge: true,
      }
    : {
        href: '/admin/inbox',
        label: 'nav.inbox',
        shortLabel: 'nav.short.inbox',
        icon: Inbox,
        unreadBadge: true,
      };
  return [
    { href: homeFor(role), label: 'nav.dashboard', shortLabel: 'nav.short.dashboard', icon: LayoutDashboard },
    conversations,
    ...(isDriver(role) ? [EARNINGS_ITEM] : []),
    ...(isDispatch(role) ? [LIVE_MAP_ITEM, AUTO_DISPATCH_ITEM, WEBHOOKS_ITEM, AUDIT_ITEM] : []),
    ...moneyItems(role),
    SECURITY_ITEM,
  ];
}

export function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
