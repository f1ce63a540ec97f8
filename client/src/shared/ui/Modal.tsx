import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from './more-icons.js';
import { listen } from '../listen.js';
import { useLatest } from '../hooks/useLatest.js';
import { useScrollable } from '../hooks/useScrollable.js';
import './Button.css';
import './Modal.css';

/**
 * The one dialog primitive: labelled by its title, focus kept inside while open, Escape and the
 * backdrop close it, focus returns to where it was. Stacked dialogs: only the top one reacts,
 * and everything beneath it (the page, lower dialogs) is made inert.
 */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Rendered under the title and used as the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom. */
  footer?: ReactNode;
  /** Element to focus on open (else the first focusable control, else the dialog). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  /** false for confirmations that must be answered with a button (Escape still cancels). */
  closeOnBackdrop?: boolean;
  /** Hide the corner close button (the footer then offers the way out). */
  hideCloseButton?: boolean;
  /** Shown visually and to assistive tech for e.g. achievement modals. */
  tone?: 'default' | 'celebrate' | 'danger';
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const stack: HTMLElement[] = [];

function syncInert(): void {
  const root = document.getElementById('root');
  if (root) root.inert = stack.length > 0;
  stack.forEach((element, index) => {
    const container = element.parentElement;
    if (container) container.inert = index < stack.length - 1;
  });
  document.body.classList.toggle('modal-open', stack.length > 0);
}

function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  size = 'medium',
  closeOnBackdrop = true,
  hideCloseButton = false,
  tone = 'default',
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useScrollable(bodyRef);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useLatest(onClose);

  // A layout effect: focus, Escape and the inert page are in place before the dialog is first
  // painted, so a key pressed the moment it shows (a busy phone runs passive effects late) is its.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    syncInert();

    const target =
      initialFocusRef?.current ??
      focusables(dialog).find((el) => !el.dataset.modalClose && !el.dataset.modalScroll) ??
      dialog;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const stopListening = listen(document, 'keydown', onKeyDown, { capture: true });

    return () => {
      stopListening();
      const index = stack.indexOf(dialog);
      if (index >= 0) stack.splice(index, 1);
      syncInert();
      // Focus goes back to the opener if it is still on the page (it may have been replaced).
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
    // The dialog element is stable for the life of this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (!closeOnBackdrop || event.target !== event.currentTarget) return;
        // Keep the browser from moving focus to the page body after the press: focus goes back
        // to where it was before the dialog, as with Escape or the close button.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['modal', `modal--${size}`, `modal--${tone}`, className].filter(Boolean).join(' ')}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="icon-btn icon-btn--muted modal__close"
              aria-label="Close dialog"
              data-modal-close="true"
              onClick={onClose}
            >
              <IconClose aria-hidden="true" />
            </button>
          )}
        </div>
        {description && (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
        )}
        {children !== undefined && (
          // While it scrolls, the body is a named, focusable region: keyboard users can scroll it
          // with the arrow keys, and screen readers say what it is. Never the first focus.
          <div
            ref={bodyRef}
            className="modal__body"
            {...(bodyScrolls
              ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId, 'data-modal-scroll': 'true' }
              : {})}
          >
            {children}
          </div>
        )}
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
