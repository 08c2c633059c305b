import { useEffect, useState } from 'react';
import { Clock, MapPin, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useDomainWords, useMessages, type MessageKey } from '@web/i18n';
import { usePageTitle } from '@web/lib/use-page-title';

/** The word turns every 2 s and the page moves on to the dashboard after 10 s. */
const ROTATE_MS = 2000;
const REDIRECT_MS = 10_000;
const WORDS: readonly MessageKey[] = [
  'welcome.word.prescriptions',
  'welcome.word.labSamples',
  'welcome.word.equipment',
  'welcome.word.bankDocuments',
  'welcome.word.records',
];

const FEATURES = [
  { icon: ShieldCheck, title: 'welcome.custody.title', text: 'welcome.custody.text' },
  { icon: MapPin, title: 'welcome.tracking.title', text: 'welcome.tracking.text' },
  { icon: Clock, title: 'welcome.express.title', text: 'welcome.express.text' },
] as const;

export function WelcomePage() {
  const { t } = useMessages();
  // The promises come from the service levels' table, one home for each.
  const { promiseShort } = useDomainWords();
  const PROMISES = { emergency: promiseShort('emergency'), express: promiseShort('express') };
  usePageTitle(t('welcome.title'));
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const rotate = setInterval(() => setIndex((i) => (i + 1) % WORDS.length), ROTATE_MS);
    const leave = setTimeout(() => navigate('/dashboard'), REDIRECT_MS);
    return () => {
      clearInterval(rotate);
      clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <div className="space-y-10">
      <section className="rounded-2xl bg-gradient-to-br from-teal-700 to-sky-900 px-6 py-14 text-white sm:px-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
          {/* Screen readers get one stable sentence rather than a word changing every 2 s. */}
          <span className="sr-only">{t('welcome.headline')}</span>
          <span aria-hidden="true">
            {t('welcome.deliver')}{' '}
            <span
              key={index}
              className="inline-block text-teal-200 motion-safe:animate-[fade-in_400ms_ease-out]"
            >
              {t(WORDS[index]!)}
            </span>
            <br />
            {t('welcome.withConfidence')}
          </span>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-teal-50">{t('welcome.lead')}</p>
        <Link
          href="/dashboard"
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-8' })}
        >
          {t('welcome.toDashboard')}
        </Link>
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-6">
            <Icon className="size-6 text-teal-700" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-slate-900">{t(title)}</h2>
            <p className="mt-1 text-sm text-slate-600">{t(text, PROMISES)}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
