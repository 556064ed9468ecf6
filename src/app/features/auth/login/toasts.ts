// The sign-in page's toasts (spec 01 §8 "Sign-in toasts", §9: 4000 ms, at most 3, 14 px apart),
// drawn like the app's sonner toasts (rich colours, top right, full width on phones, a collapsed
// stack) without loading sonner and React: a list in a live region, each toast with a close button.

type Kind = 'error' | 'success';

const DURATION_MS = 4000;
const VISIBLE = 3;
/** How far each older toast peeks out below the one in front. */
const GAP_PX = 14;

const LOOK: Record<Kind, { classes: string; icon: string }> = {
  error: {
    classes: 'border-[hsl(359,100%,94%)] bg-[hsl(359,100%,97%)] text-[#991b1b]',
    icon: 'M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z',
  },
  success: {
    classes: 'border-[hsl(145,92%,87%)] bg-[hsl(143,85%,96%)] text-[#065f46]',
    icon: 'M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z',
  },
};

const SVG = 'http://www.w3.org/2000/svg';

function svg(viewBox: string, className: string, path: string, filled: boolean): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', viewBox);
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('class', className);
  const line = document.createElementNS(SVG, 'path');
  line.setAttribute('d', path);
  if (filled) {
    icon.setAttribute('fill', 'currentColor');
    line.setAttribute('fill-rule', 'evenodd');
    line.setAttribute('clip-rule', 'evenodd');
  } else {
    icon.setAttribute('fill', 'none');
    icon.setAttribute('stroke', 'currentColor');
    icon.setAttribute('stroke-width', '1.5');
    line.setAttribute('stroke-linecap', 'round');
  }
  icon.append(line);
  return icon;
}

let list: HTMLOListElement | undefined;

function toaster(): HTMLOListElement {
  if (list) return list;
  const region = document.createElement('section');
  region.setAttribute('aria-label', 'Bildirimler');
  region.setAttribute('aria-live', 'polite');
  list = document.createElement('ol');
  list.className = 'fixed top-[72px] right-4 left-4 z-50 min-[600px]:left-auto min-[600px]:w-[356px]';
  region.append(list);
  document.body.append(region);
  return list;
}

export function toast(kind: Kind, text: string): void {
  const items = toaster();
  const item = document.createElement('li');
  item.setAttribute('role', 'status');
  item.className = `relative flex w-full items-center gap-1.5 rounded-lg border p-4 text-[13px] shadow-[0_4px_12px_#0000001a] ${LOOK[kind].classes}`;
  const message = document.createElement('div');
  message.className = 'font-medium';
  message.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Bildirimi kapat');
  close.className = 'absolute -top-1.5 -left-1.5 flex size-5 items-center justify-center rounded-full border border-current/20 bg-inherit';
  close.append(svg('0 0 24 24', 'size-3', 'M18 6 6 18M6 6l12 12', false));
  const remove = () => item.remove();
  close.addEventListener('click', remove);
  item.append(close, svg('0 0 20 20', 'size-5 shrink-0', LOOK[kind].icon, true), message);
  items.prepend(item);
  while (items.children.length > VISIBLE) items.lastElementChild?.remove();
  stack(items);
  setTimeout(() => {
    remove();
    stack(items);
  }, DURATION_MS);
}

/** Collapsed like sonner's stack: the newest in front, the older ones peeking out below it. */
function stack(items: HTMLOListElement): void {
  [...items.children].forEach((child, index) => {
    const toast = child as HTMLElement;
    toast.style.position = index === 0 ? 'relative' : 'absolute';
    toast.style.top = '0';
    toast.style.zIndex = String(VISIBLE - index);
    toast.style.transform = index === 0 ? '' : `translateY(${index * GAP_PX}px) scale(${1 - index * 0.05})`;
    for (const part of toast.children) (part as HTMLElement).style.opacity = index === 0 ? '' : '0';
  });
}
