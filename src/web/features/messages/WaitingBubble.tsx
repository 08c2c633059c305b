/** A message written without signal, kept on the phone until the outbox sends it. */
import { useMessages } from '@web/i18n';
export function WaitingBubble({ content }: { content: string }) {
  const { t } = useMessages();
  return (
    <li className="flex flex-col items-end" data-testid="message-waiting">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm border border-dashed border-teal-700 bg-white px-3.5 py-2 text-sm text-slate-900 shadow-sm sm:max-w-[70%]">
        <p className="break-words whitespace-pre-wrap">{content}</p>
      </div>
      <p className="mt-0.5 px-1 text-xs text-amber-800">{t('chat.waiting')}</p>
    </li>
  );
}
