import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '@domain/auth';
import { BottomNav } from './BottomNav';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';
import { useMessages } from '@web/i18n';

/** Frame of every signed-in screen: fixed top bar, narrow-screen menu and bottom tabs, content. */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const [menuLocation, setMenuLocation] = useState(location);
  const close = () => setMenuOpen(false);
  const { t } = useMessages();

  // Any navigation (back button included) closes the menu: adjust state while rendering, as React advises.
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-teal-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <TopBar
        user={user}
        menuOpen={menuOpen}
        onMenuToggle={() => setMenuOpen((open) => !open)}
        onNavigate={close}
      />
      <MobileMenu
        role={user.role}
        organizationRole={user.organizationRole}
        open={menuOpen}
        onNavigate={close}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 md:pb-12 print:p-0">
        {children}
      </main>
      <BottomNav role={user.role} organizationRole={user.organizationRole} onNavigate={close} />
    </div>
  );
}
