import type { ReactNode } from 'react';
import { Logo } from '@web/app/layout/Logo';
import { useSignInWords } from './sign-in-words';

/**
 * The sign-in page around its forms: the mark, the heading and the line under it. The build renders
 * it without forms into login.html (src/web/build/login-page.ts), so /login shows this text before
 * any script has run; React's first render then puts the same markup back, with the forms.
 */
export function LoginFrame({ children }: { children?: ReactNode }) {
  const { say } = useSignInWords();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-teal-50 to-slate-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5">
        <Logo />
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 pb-12">
        <div className="mb-8 max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{say('login.heading')}</h1>
          <p className="mt-2 text-slate-700">{say('login.lead')}</p>
        </div>
        {children}
      </main>
    </div>
  );
}
