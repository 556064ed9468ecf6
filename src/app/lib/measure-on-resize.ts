// A layout effect's measuring of an element: once now, then whenever the element changes size
// (where the browser can tell). Returns the effect's cleanup.
//   useLayoutEffect(() => measureOnResize(el, () => setCut(el.scrollHeight > el.clientHeight)), [text]);
export function measureOnResize(el: Element, measure: () => void): (() => void) | undefined {
  measure();
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => measure());
  observer.observe(el);
  return () => observer.disconnect();
}
