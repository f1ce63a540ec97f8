import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from './more-icons.js';
import { useToastPlacement } from './toast-placement.js';
import { dismissToast, useToast } from './toast.js';
import './Toast.css';

/**
 * Mount once. Rendered into <body> (outside the app root) so toasts stay readable while a modal
 * makes the page inert. The live regions always exist, so screen readers announce new text: a
 * toast raised before the Toaster was there (it loads after the first render) goes into them just
 * after they are drawn empty.
 */
export function Toaster() {
  const { toast } = useToast();
  const [regionsDrawn, setRegionsDrawn] = useState(false);
  // A second commit on purpose: the empty regions are in the page before any text goes into them.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => setRegionsDrawn(true), []);
  const visible = regionsDrawn && toast?.open ? toast : null;
  const toasterRef = useRef<HTMLDivElement>(null);
  // Never over a control, the focused element or the page header (toast-placement.ts).
  useToastPlacement(toasterRef, visible?.id ?? null);
  const body = visible && (
    <div key={visible.id} className={`toast toast--${visible.variant}`} data-testid="toast">
      <div className="toast__text">
        <p className="toast__title">{visible.title}</p>
        {visible.description && <p className="toast__description">{visible.description}</p>}
        {visible.alsoAnnounced && <p className="visually-hidden">{visible.alsoAnnounced}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(visible.id)}
      >
        <IconClose aria-hidden="true" />
      </button>
    </div>
  );
  return createPortal(
    <div ref={toasterRef} className="toaster" aria-label="Notifications" role="region">
      <div aria-live="polite" aria-atomic="true" role="status">
        {visible?.variant !== 'destructive' ? body : null}
      </div>
      <div aria-live="assertive" aria-atomic="true" role="alert">
        {visible?.variant === 'destructive' ? body : null}
      </div>
    </div>,
    document.body,
  );
}
