import { useEffect, useState } from 'react';
import { HeartPulse } from 'lucide-react';
import { useLocation } from 'wouter';
import { useMessages } from '@web/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { cn } from '@web/lib/utils';

/** The splash shows for 2 s, fades, and 2 s later moves on. */
const FADE_AFTER_MS = 2000;
const LEAVE_AFTER_MS = FADE_AFTER_MS + 2000;

/** Signed-out splash; /dashboard then sends the visitor on to sign in. */
export function SplashPage() {
  const { t } = useMessages();
  usePageTitle(t('splash.title'));
  const [, navigate] = useLocation();
  const [fading, setFading] = useState(false);

  useEffect(() => {
    const fade = setTimeout(() => setFading(true), FADE_AFTER_MS);
    const leave = setTimeout(() => navigate('/dashboard', { replace: true }), LEAVE_AFTER_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <main
      id="main"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-br from-teal-700 via-teal-800 to-sky-900 text-white transition-opacity duration-[1500ms]',
        fading && 'opacity-0',
      )}
    >
      <span className="relative flex size-24 items-center justify-center">
        <span
          className="absolute inset-0 rounded-3xl bg-white/20 motion-safe:animate-ping"
          aria-hidden="true"
        />
        <span className="relative flex size-24 items-center justify-center rounded-3xl bg-white text-teal-700 shadow-xl">
          <HeartPulse className="size-14 motion-safe:animate-pulse" aria-hidden="true" />
        </span>
      </span>
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight">MedLink</h1>
        <p className="mt-2 text-teal-50">{t('splash.tagline')}</p>
      </div>
    </main>
  );
}
