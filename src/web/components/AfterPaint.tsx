/**
 * Children that mount once the frame their parent mounted in has been painted, in a transition: the
 * parent's commit and the browser's style and layout for it stay one task, and these children's
 * another, instead of one long task for both. For parts below what a phone shows first, so
 * nothing on screen moves when they arrive.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@web/lib/after-paint';

export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? children : null;
}
