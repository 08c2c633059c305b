import { useEffect } from 'react';
import { usePageTitle } from '@web/lib/use-page-title';
import { preloadAuthForms } from './deferred';
import { useSignInWords } from './sign-in-words';
import { LoginFrame } from './LoginFrame';
import { SignInCard } from './SignInCard';
import { SignUpCard } from './SignUpCard';

/** Sign-in and sign-up side by side on wide screens, stacked on narrow ones. */
export function LoginPage() {
  const { language, say } = useSignInWords();
  usePageTitle(say('login.pageTitle'));
  useEffect(preloadAuthForms, []);
  useEffect(() => {
    // Screen readers pronounce the page in its own language (the other screens' provider does this).
    document.documentElement.lang = language;
  }, [language]);
  return (
    <LoginFrame>
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <SignInCard />
        <SignUpCard />
      </div>
    </LoginFrame>
  );
}
