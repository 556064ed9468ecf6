// sonner, loaded when the first toast is asked for (docs/performance.md "First JS"): screens keep
// writing `import { toast } from 'sonner'`, and the build hands them this module instead
// (src/app/build/lazy-sonner.ts), so the 11 KB of toasts are not part of the first screen. A toast
// asked for before sonner has loaded is passed on once it has: sonner's Toaster shows the toasts
// that are still active when it subscribes, so none is lost. Offline the chunk comes from the
// service worker's precache like every other.
import { useEffect, useState, type ComponentProps } from 'react';
import type * as Sonner from 'sonner';

type SonnerModule = typeof Sonner;
type ToastOptions = Parameters<SonnerModule['toast']>[1];
type Message = Parameters<SonnerModule['toast']>[0];
type Id = string | number;

let loading: Promise<SonnerModule> | undefined;
let loaded: SonnerModule | undefined;
const waiting = new Set<(module: SonnerModule) => void>();

/** The real sonner (one request, the first time). */
export function loadSonner(): Promise<SonnerModule> {
  loading ??= import('sonner').then((module) => {
    loaded = module;
    for (const show of waiting) show(module);
    waiting.clear();
    return module;
  });
  return loading;
}

let counter = 0;

/** Calls sonner's `toast[method]` now when loaded, else once it is; the id is ours, so `dismiss(id)` works either way. */
function pass(method: 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading', message: Message, options?: ToastOptions): Id {
  const id = options?.id ?? `toast-${++counter}`;
  const show = (module: SonnerModule) => (method === 'message' ? module.toast(message, { ...options, id }) : module.toast[method](message, { ...options, id }));
  if (loaded) show(loaded);
  else {
    waiting.add(show);
    void loadSonner().catch(() => undefined);
  }
  return id;
}

export const toast = Object.assign((message: Message, options?: ToastOptions) => pass('message', message, options), {
  message: (message: Message, options?: ToastOptions) => pass('message', message, options),
  success: (message: Message, options?: ToastOptions) => pass('success', message, options),
  error: (message: Message, options?: ToastOptions) => pass('error', message, options),
  info: (message: Message, options?: ToastOptions) => pass('info', message, options),
  warning: (message: Message, options?: ToastOptions) => pass('warning', message, options),
  loading: (message: Message, options?: ToastOptions) => pass('loading', message, options),
  dismiss: (id?: Id) => {
    if (loaded) return loaded.toast.dismiss(id);
    waiting.add((module) => module.toast.dismiss(id));
    return id;
  },
});

/** sonner's Toaster, rendered once sonner has loaded (nothing before: there is no toast yet). */
export function Toaster(props: ComponentProps<SonnerModule['Toaster']>) {
  const [module, setModule] = useState<SonnerModule | undefined>(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    const show = (m: SonnerModule) => live && setModule(m);
    if (loaded) show(loaded);
    else waiting.add(show);
    return () => {
      live = false;
      waiting.delete(show);
    };
  }, [module]);
  return module ? <module.Toaster {...props} /> : null;
}
