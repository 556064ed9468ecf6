// /login's HTML (login-html.ts) names the app's scripts on this one's tag instead of loading them:
// they are fetched once the sign-in form it carries has been painted, so the app's download never
// delays that paint. A page opened in the background starts at once (it paints nothing meanwhile).
// A sign-in sent before the app is there is held, and the app sends it (prerendered-login.ts).
const form = document.querySelector<HTMLFormElement>('form[data-prerendered]');
form?.addEventListener('submit', (event) => {
  event.preventDefault();
  form.setAttribute('data-submitted', '');
});

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

function start(): void {
  for (const href of tag?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (tag?.dataset.app) void import(/* @vite-ignore */ tag.dataset.app);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
