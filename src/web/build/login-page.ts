/**
 * A Vite build step that writes login.html: index.html with the sign-in page's frame (the mark,
 * the heading and the line under it) already inside #root. The server sends it for /login, so the
 * browser paints that text as soon as the stylesheet is in, instead of after React DOM has
 * downloaded and rendered (about two seconds on a mid-range phone over slow 4G). React's first
 * render replaces it with the same markup plus the forms. Every other address keeps index.html,
 * whose #root stays empty: a signed-in screen must not flash the sign-in text.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

export function loginPage(): Plugin {
  return {
    name: 'medlink-login-page',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes(EMPTY_ROOT)) this.error(`index.html has no empty ${EMPTY_ROOT} to fill`);
      // The component itself, rendered in Node (tsx compiles it; the @web paths come from tsconfig).
      const source = fileURLToPath(new URL('./login-first-paint.tsx', import.meta.url));
      const { loginFirstPaint } = (await tsImport(source, import.meta.url)) as {
        loginFirstPaint: () => string;
      };
      this.emitFile({
        type: 'asset',
        fileName: 'login.html',
        source: html.replace(EMPTY_ROOT, `<div id="root">${loginFirstPaint()}</div>`),
      });
    },
  };
}
