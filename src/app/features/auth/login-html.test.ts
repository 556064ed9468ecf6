import { describe, expect, it } from 'vitest';
import { loginHtml } from './login-html';

const INDEX = `<!doctype html>
<html lang="tr">
  <head>
    <title>Depo Takip</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body class="bg-slate-50">
    <div id="root"></div>
  </body>
</html>`;
const CSS = new Map([['/assets/index-D.css', '.mt-1{margin-top:.25rem}']]);
const FORM = '<div class="flex"><form class="flex flex-col"><input name="email"/><input name="password" type="password"/><button type="submit">Giriş Yap</button></form></div>';

describe("/login's document", () => {
  const html = loginHtml(INDEX, CSS, FORM, '/assets/login-start-E.js');

  it('carries the sign-in form inside #root, posting to /login until the app takes over', () => {
    expect(html).toContain('<div id="root"><div class="flex"><form method="post" data-prerendered="" class="flex flex-col"><input name="email"/>');
    expect(html).toContain('</form></div></div><div hidden data-read></div>');
  });

  it('inlines the stylesheet instead of linking it', () => {
    expect(html).toContain('<style>.mt-1{margin-top:.25rem}</style>');
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it("loads none of the app's scripts itself: the start script names them", () => {
    expect(html).not.toContain('src="/assets/index-A.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" src="/assets/login-start-E.js" data-app="/assets/index-A.js" data-preload="/assets/runtime-B.js /assets/router-C.js"></script>',
    );
  });

  it('keeps the form unpainted until all of it has been read', () => {
    expect(html).toContain('<style>body:not(:has(> [data-read])) > #root { visibility: hidden; }</style>');
  });

  it('refuses what it cannot turn into the page', () => {
    expect(() => loginHtml(INDEX.replace('<div id="root"></div>', '<main></main>'), CSS, FORM, '/s.js')).toThrow(/#?root/);
    expect(() => loginHtml(INDEX, new Map(), FORM, '/s.js')).toThrow(/stylesheet/);
    expect(() => loginHtml(INDEX, new Map([['/assets/index-D.css', 'a{}</style><script>']]), FORM, '/s.js')).toThrow(/inlined/);
    expect(() => loginHtml(INDEX, CSS, '<div>no form</div>', '/s.js')).toThrow(/form/);
    expect(() => loginHtml(INDEX.replace(/<script[^>]*><\/script>/, ''), CSS, FORM, '/s.js')).toThrow(/entry/);
  });
});
