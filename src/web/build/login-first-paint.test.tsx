/** login.html's first paint is the sign-in page's own frame: the mark, the heading, the line under it. */
import { describe, expect, it } from 'vitest';
import { loginFirstPaint } from './login-first-paint';

describe('the sign-in page before its script runs', () => {
  it('shows the heading and the service line inside the page landmark, and no form', () => {
    const html = loginFirstPaint();
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Secure medical and financial courier service</h1>');
    expect(html).toContain('tracked from pickup to signature.</p>');
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/<form|<input|<button/);
  });
});
