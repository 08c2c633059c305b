import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useMessages } from '@web/i18n';
import { useToast } from './use-toast';

/** Renders the toast store; mounted once at the app root. */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useMessages();
  // Radix's own words (what a screen reader announces a toast and the region as) are English.
  return (
    <ToastProvider label={t('ui.toast.label')}>
      {toasts.map(({ id, title, description, action, alert: _alert, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label={t('ui.toast.region', { hotkey: 'F8' })} />
    </ToastProvider>
  );
}
