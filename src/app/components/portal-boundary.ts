// Portalled content (the '⋯' menu, dialogs, sheets, print views) is drawn under <body>, away from
// the DOM of the component that renders it, but React passes its events up that component's tree,
// across the portal: a tap in a row's menu, or in a dialog opened from a row, would also reach the
// row's own onClick, and a submit in a dialog the form around its opener. The portal's root element
// takes these props, so that what happens inside it stays inside. Pointer-down is let through: the
// menus' 'tap outside closes' listens for it on the document.
import type { SyntheticEvent } from 'react';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export const portalBoundary = {
  onClick: stop,
  onDoubleClick: stop,
  onContextMenu: stop,
  onSubmit: stop,
  onKeyDown: stop,
  onKeyUp: stop,
  onChange: stop,
  onInput: stop,
} as const;
