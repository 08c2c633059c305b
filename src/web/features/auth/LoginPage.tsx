import { useEffect } from 'react';
import { Logo } from '@web/app/layout/Logo';
import { usePageTitle } from '@web/lib/use-page-title';
import { preloadAuthForms } from './deferred';
import { SignInCard } from './SignInCard';
import { SignUpCard } from './SignUpCard';

/** Sign-in and sign-up side by side on wide screens, stacked on narrow ones. */
export function LoginPage() {
  usePageTitle('Sign In');
  useEffect(preloadAuthForms, []);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-teal-50 to-slate-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5">
        <Logo />
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 pb-12">
        <div className="mb-8 max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Secure medical and financial courier service
          </h1>
          <p className="mt-2 text-slate-700">
            Prescriptions, lab samples, equipment and bank documents across Texas, Oklahoma, New Mexico,
            Arkansas and Louisiana, tracked from pickup to signature.
          </p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
          <SignInCard />
          <SignUpCard />
        </div>
      </main>
    </div>
  );
}
