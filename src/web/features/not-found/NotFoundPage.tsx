import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { usePageTitle } from '@web/lib/use-page-title';

/** Shown for any unknown path, signed in or not: a clear dead end beats a silent redirect. */
export function NotFoundPage() {
  const { t } = useMessages();
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Compass className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
        <Link href="/" className={buttonVariants({ className: 'mt-6' })}>
          {t('notFound.back')}
        </Link>
      </div>
    </main>
  );
}
