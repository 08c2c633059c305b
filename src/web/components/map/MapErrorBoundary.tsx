import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '@web/i18n';

function MapFailed() {
  const { t } = useMessages();
  return (
    <p role="alert" className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
      {t('map.failed')}
    </p>
  );
}

/** A map that fails to load (chunk offline, WebGL-less browser) must not take the page down with it. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('map failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <MapFailed />;
    }
    return this.props.children;
  }
}
