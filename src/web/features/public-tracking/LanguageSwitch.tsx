/**
 * English / Español on the recipient's page: the page opens in the language the order or the
 * browser asks for, and the reader can switch with one tap (each name written in its own language).
 */
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@domain/languages';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';

export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useMessages();
  return (
    <div role="group" aria-label={t('language.switcher')} className="flex gap-1">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === value}
          onClick={() => onChange(language)}
          className={cn(
            'min-h-11 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
            language === value ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
