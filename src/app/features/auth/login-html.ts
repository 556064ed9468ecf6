// /login's own document (dist/client/login.html, served for /login by the server): index.html with
// the stylesheet inlined and the sign-in form already rendered into #root, so the form paints with
// the HTML alone. The app's scripts are not loaded by the HTML: a small script (login-start.ts)
// fetches them after that paint. React then replaces the form with the same markup
// (login-screen.tsx), so nothing moves. Every other route, and every navigation the service worker
// answers offline, keeps index.html.
import path from 'node:path';
import type { Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTE } from './prerendered-login.ts';
import type * as LoginMarkupModule from './login-markup';

export const LOGIN_HTML = 'login.html';

const STYLESHEET = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/g;
const ENTRY = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["'][^>]*><\/script>\s*/g;
const PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["'][^>]*>\s*/g;
const ROOT = '<div id="root"></div>';
const WHOLE_FORM_READ = 'body:not(:has(> [data-read])) > #root { visibility: hidden; }';

/**
 * `css` maps each stylesheet's path (as index.html links it) to its text; `startScript` is the path
 * of login-start.ts's build. The form posts to its own address until the app takes over (the server answers
 * with the page again), so a password typed in that moment never ends up in an address.
 */
export function loginHtml(indexHtml: string, css: ReadonlyMap<string, string>, formMarkup: string, startScript: string): string {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  if (!formMarkup.includes('<form ')) throw new Error('the sign-in markup has no form');
  const entries: string[] = [];
  const preloads: string[] = [];
  let html = indexHtml
    .replace(ENTRY, (_, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(STYLESHEET, (tag) => {
      const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
      const text = href === undefined ? undefined : css.get(href);
      if (text === undefined) throw new Error(`no stylesheet for ${tag}`);
      if (/<\/style/i.test(text)) throw new Error(`${href} cannot be inlined`);
      return `<style>${text}</style>`;
    });
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts, expected one`);
  const start = `<script type="module" src="${startScript}" data-app="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  html = html.replace('</head>', `${start}\n</head>`);
  // A browser may paint a document it has not finished reading: a half-read form would then grow
  // and move the centred card. The form shows once the marker after it has been read.
  html = html.replace('</head>', `<style>${WHOLE_FORM_READ}</style>\n</head>`);
  const form = formMarkup.replace('<form ', `<form method="post" ${PRERENDERED_ATTRIBUTE}="" `);
  return html.replace(ROOT, `<div id="root">${form}</div><div hidden data-read></div>`);
}

/** Writes login.html next to index.html in the client build. */
export function loginHtmlPlugin(options: { root: string; alias: Record<string, string> }): Plugin {
  let startRef = '';
  return {
    name: 'depo:login-html',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      startRef = this.emitFile({ type: 'chunk', id: path.join(options.root, 'src/app/features/auth/login-start.ts'), name: 'login-start' });
    },
    async generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const css = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) css.set(`/${file.fileName}`, String(file.source));
      }
      // The form is rendered by React in this build process, from the same component the page uses.
      const { runnerImport } = await import('vite');
      const { module } = await runnerImport<typeof LoginMarkupModule>(path.join(options.root, 'src/app/features/auth/login-markup.tsx'), {
        configFile: false,
        root: options.root,
        logLevel: 'error',
        resolve: { alias: options.alias },
        oxc: { jsx: { runtime: 'automatic' } },
      });
      const html = loginHtml(String(index.source), css, module.renderLoginMarkup(), `/${this.getFileName(startRef)}`);
      this.emitFile({ type: 'asset', fileName: LOGIN_HTML, source: html });
    },
  };
}
