// Base dialog for FormModal and ConfirmDialog (spec 01 §9: 300 ms enter, 200 ms leave).
// Rendered in a portal with a backdrop; aria-modal, labelled by its title, focus trapped,
// Escape and a backdrop click call onClose (unless `dismissible` is false, e.g. while saving).
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { portalBoundary } from './portal-boundary';
import { useInertApp, usePresence, useFocusTrap, useScrollLock } from './use-focus-trap';

export const MODAL_ENTER_MS = 300;
export const MODAL_LEAVE_MS = 200;

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Optional line under the title; also used as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** False while a save is running: Escape, the backdrop and the × button do nothing. */
  dismissible?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Lets FormModal wrap body and footer in one <form>. */
  wrap?: (content: ReactNode) => ReactNode;
  /** A click outside the dialog; closes it by default (FormModal asks first when something was typed). */
  onBackdropClick?: () => void;
}

export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  dismissible = true,
  initialFocus,
  wrap,
  onBackdropClick,
}: ModalProps) {
  const { mounted, visible } = usePresence(open, MODAL_LEAVE_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (dismissible) onClose();
  };
  // Before the focus trap: on close the app must be interactive again before focus returns to it.
  useInertApp(mounted && open);
  useFocusTrap(panelRef, mounted && open, close, initialFocus);
  useScrollLock(mounted);
  if (!mounted) return null;

  const transition = visible ? 'duration-300 ease-out' : 'duration-200 ease-in';
  const content = (
    <>
      <div className={`flex items-start justify-between gap-4 px-5 py-4 sm:px-6 ${children != null ? 'border-b border-slate-200' : ''}`}>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={close}
          disabled={!dismissible}
          aria-label="Kapat"
          data-skip-autofocus
          className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z" />
          </svg>
        </button>
      </div>
      {children != null ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div> : null}
      {footer ? (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
          {footer}
        </div>
      ) : null}
    </>
  );

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4" {...portalBoundary}>
      <div
        aria-hidden="true"
        onClick={() => {
          if (!dismissible) return;
          if (onBackdropClick) onBackdropClick();
          else onClose();
        }}
        className={`absolute inset-0 bg-slate-900/50 transition-opacity motion-reduce:transition-none ${transition} ${visible ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[92dvh] w-full ${SIZES[size]} flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl outline-none transition motion-reduce:transition-none sm:rounded-2xl ${transition} ${
          visible ? 'translate-y-0 opacity-100 sm:scale-100' : 'translate-y-4 opacity-0 sm:translate-y-0 sm:scale-95'
        }`}
      >
        {wrap ? wrap(content) : content}
      </div>
    </div>,
    document.body,
  );
}
