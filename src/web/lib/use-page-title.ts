import { useEffect } from 'react';
import { markScreenShown } from './screen-shown';

/** Sets the tab title, so each screen is distinguishable in history and to screen readers. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · MedLink`;
    markScreenShown();
  }, [title]);
}
