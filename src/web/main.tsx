import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/register-service-worker';
import { startSessionCheck } from '@web/features/auth/use-session-check';
import { afterNextPaint } from '@web/lib/after-paint';
import { prepareClassMerge } from '@web/lib/utils';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startSessionCheck();
prepareClassMerge();

// Rendered as a transition, React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first render (a long task of 200-300 ms on a mid-range phone).
const start = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// login.html arrives with the page's heading already painted (src/web/build/login-page.ts). React
// replaces that markup on its first render; starting once the browser has reported that paint
// (its largest-contentful-paint entry; the next frame where that is not reported, 300 ms at most)
// keeps it counted: Chrome forgets a paint whose element is gone before its frame was presented,
// and the heading would count as painted only once React had rendered it again.
if (root.hasChildNodes()) void headingPainted().then(start);
else start();

function headingPainted(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return afterNextPaint();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    const limit = setTimeout(done, 300);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

registerServiceWorker();
