/**
 * The person's language, kept on their account so it follows them to another phone: English,
 * Spanish, or (no choice) whatever this browser prefers.
 */
import { useId } from 'react';
import { Languages } from 'lucide-react';
import { languageField } from '@domain/language-field';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@domain/languages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useAuthUser } from '@web/lib/session';
import { resolveLanguage, useMessages } from '@web/i18n';
import { useSetLanguage } from './api/set-language';

const BROWSER = 'browser';

export function LanguageCard() {
  const { t, errorText } = useMessages();
  const user = useAuthUser();
  const save = useSetLanguage();
  const selectId = useId();
  const chosen = save.isPending ? save.variables.language : (user?.language ?? null);
  const browser = resolveLanguage(null, typeof navigator === 'undefined' ? [] : navigator.languages);

  function choose(value: string) {
    const parsed = languageField.safeParse(value);
    const language: Language | null = parsed.success ? parsed.data : null;
    save.mutate(
      { language },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('language.failed'),
            description: errorText(error, 'error.INTERNAL'),
          }),
      },
    );
  }

  return (
    <Card aria-labelledby="language-title">
      <CardHeader>
        <CardTitle id="language-title" className="flex items-center gap-2">
          <Languages className="size-5 text-teal-700" aria-hidden="true" />
          {t('language.title')}
        </CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          {t('language.label')}
        </label>
        <NativeSelect
          id={selectId}
          value={chosen ?? BROWSER}
          disabled={save.isPending}
          onChange={(event) => choose(event.target.value)}
        >
          <option value={BROWSER}>{t('language.browser', { language: LANGUAGE_NAMES[browser] })}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </NativeSelect>
      </CardContent>
    </Card>
  );
}
