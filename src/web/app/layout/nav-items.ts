import {
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
  type LucideIcon,
} from 'lucide-react';
import type { OrganizationRole, Role } from '@domain/enums';
import { homeFor, RECEIVING_HOME } from '@web/features/auth/roles';

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
    SECURITY_ITEM,
  ];
}

export function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
