// The sign-in page (login.html) in the build and the dev server:
// - dev: /login (with any query) is answered with login.html, as the server and the service worker do;
// - build: the page's stylesheet is inlined (the form paints with the HTML alone, no second
//   request before the first paint), and the page is told the app's start files
//   (<meta name="app-files">: the entry's and the dashboard's), which its script lets the browser fetch at idle.
import type { Plugin } from 'vite';
import { drawnScreenFiles } from '../../../build/preload-lists.ts';

export const SIGN_IN_HTML = 'login.html';
/** The app's page, whose start files the sign-in page prefetches. */
const APP_ENTRY = '/index.html';

const STYLESHEET = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/g;

/** login.html with each stylesheet of `css` (path as linked → text) inlined. */
export function inlineStylesheets(html: string, css: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET, (tag) => {
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    const text = href === undefined ? undefined : css.get(href);
    if (text === undefined) throw new Error(`no stylesheet for ${tag}`);
    if (/<\/style/i.test(text)) throw new Error(`${href} cannot be inlined`);
    return `<style>${text}</style>`;
  });
}

export function signInPagePlugin(): Plugin {
  return {
    name: 'depo:sign-in-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        if ((req.method === 'GET' || req.method === 'HEAD') && /^\/login(\?|$)/.test(url))
          req.url = `/${SIGN_IN_HTML}${url.slice('/login'.length)}`;
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith(`/${SIGN_IN_HTML}`)) return html;
        const css = new Map<string, string>();
        const appFiles: string[] = [];
        for (const file of Object.values(ctx.bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.css')) css.set(`/${file.fileName}`, String(file.source));
          if (file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(APP_ENTRY)) {
            appFiles.push(file.fileName, ...file.imports, ...(file.viteMetadata?.importedCss ?? []));
          }
        }
        if (appFiles.length === 0) throw new Error(`no chunk for ${APP_ENTRY} in the build`);
        // With the shell's and the dashboard's lazy chunks, which the app page preloads too (build/preload-lists.ts).
        for (const file of drawnScreenFiles()) if (!appFiles.includes(file)) appFiles.push(file);
        const meta = `<meta name="app-files" content="${appFiles.map((f) => `/${f}`).join(' ')}" />`;
        return inlineStylesheets(html, css).replace('</head>', `  ${meta}\n  </head>`);
      },
    },
  };
}
