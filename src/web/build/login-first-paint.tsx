/**
 * The sign-in page's frame as static HTML, for login.html (login-page.ts). Run by the build in
 * Node, not shipped: the same component React renders on /login, so the two cannot drift apart.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LoginFrame } from '@web/features/auth/LoginFrame';

export function loginFirstPaint(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/login">
      <LoginFrame />
    </Router>,
  );
}
