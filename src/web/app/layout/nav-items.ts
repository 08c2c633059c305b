import {
  ClipboardList,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@domain/enums';
import { homeFor } from '@web/features/auth/roles';

/** Ties the menu button (aria-controls) to the narrow-screen menu it opens. */
export const MOBILE_MENU_ID = 'mobile-menu';

export type NavItem = {
  href: string;
  /** Label in the top bar and the menu. */
  label: string;
  /** Label in the narrow bottom tab bar, where space is short ('Track'). */
  shortLabel: string;
  icon: LucideIcon;
};

const CLIENT_ITEMS: NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboard },
  { href: '/orders', label: 'Orders', shortLabel: 'Orders', icon: ClipboardList },
  { href: '/tracking', label: 'Tracking', shortLabel: 'Track', icon: MapPin },
  { href: '/messages', label: 'Messages', shortLabel: 'Messages', icon: MessageSquare },
];

/**
 * The spec's four entries are client screens. Drivers and admins work from one dashboard each, so
 * their bar holds that dashboard and the security settings instead of links they cannot use.
 */
export function navItemsFor(role: Role): NavItem[] {
  if (role === 'client') return CLIENT_ITEMS;
  return [
    { href: homeFor(role), label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboard },
    { href: '/security', label: 'Security', shortLabel: 'Security', icon: ShieldCheck },
  ];
}

export function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
