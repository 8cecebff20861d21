import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one modal dialog of the product (issue 24 §2), on the browser's own `<dialog>`: shown with
 * `showModal()`, it sits in the top layer, the rest of the page is inert and focus cannot leave
 * it — what a hand-written focus trap only imitates — and focus goes back where it was when it
 * closes. Bootstrap's modal classes give it the product's look.
 *
 * - `title` is shown in its header and names it; without one, `label` names it.
 * - `dismissible` (the default): Escape, the backdrop and the close button close it. A dialog
 *   that asks for a choice (the entry warning) or guards work in progress (sign-up under way) is
 *   not dismissible: only its own buttons end it.
 * - It is rendered open (`open`), so a server-rendered page shows it before any script runs; on
 *   the client it becomes modal at once — unless it opens inside a part of the page made inert
 *   (the entry warning's gate): it becomes modal when that part comes back.
 */
export function Dialog({
  title,
  label,
  describedBy,
  onClose,
  children,
  footer,
  dismissible = true,
  size,
  fullscreenOnPhone = false,
  bodyClassName = '',
}: {
  title?: string;
  label?: string;
  describedBy?: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  dismissible?: boolean;
  size?: 'lg';
  fullscreenOnPhone?: boolean;
  bodyClassName?: string;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };
  const canClose = dismissible && onClose !== undefined;

  useLayoutEffect(() => {
    const element = dialog.current!;
    const before = document.activeElement as HTMLElement | null;
    const show = () => {
      // jsdom and old browsers have no showModal: the dialog then stays open in the page.
      if (typeof element.showModal === 'function') {
        if (element.open) element.close();
        element.showModal();
      }
      // Its title, or else the first heading inside it: what is read first is what the dialog
      // is about — not one of its answers (the entry warning's "Leave", issue 25 §4), nor its
      // close button (issue 49 §13: on a phone, sign-up opened on the ✕).
      const about =
        heading.current ?? element.querySelector<HTMLElement>('.modal-body :is(h1, h2, h3)');
      if (about && !about.hasAttribute('tabindex')) about.tabIndex = -1;
      (about ?? element).focus();
    };
    // Opened inside a part of the page made inert (behind the entry warning), it waits there,
    // closed — neither shown under the warning nor read — until that part comes back: the
    // dialog that asks first is answered first. (Left open, a slow warning check and a fast
    // sign-up download showed both at once.)
    let held: MutationObserver | undefined;
    if (element.closest('[inert]')) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      held = new MutationObserver(() => {
        if (element.closest('[inert]')) return;
        held?.disconnect();
        if (typeof element.showModal !== 'function') element.setAttribute('open', '');
        show();
      });
      held.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
    } else {
      show();
    }
    return () => {
      held?.disconnect();
      if (element.open && typeof element.close === 'function') element.close();
      before?.focus?.();
    };
  }, []);

  // Titled, it sits in the header and only a dismissible dialog has it; untitled, in a corner,
  // whenever there is something to close (sign-up under way keeps its own way out).
  const closeButtonOf = (className: string) => (
    <button
      ref={closeButton}
      type="button"
      className={className}
      aria-label={t('close')}
      onClick={onClose}
    />
  );

  const dismiss = () => {
    if (latest.current.dismissible) latest.current.onClose?.();
  };

  return (
    // A modal dialog takes Escape and a click on its backdrop: jsx-a11y does not count <dialog>
    // as interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      open
      className="modal app-dialog"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={describedBy}
      tabIndex={-1}
      // Escape: the browser's own close request, and a key for browsers without one.
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget || event.target === frame.current) dismiss();
      }}
    >
      <div
        ref={frame}
        className={[
          'modal-dialog modal-dialog-centered',
          size === 'lg' ? 'modal-lg' : '',
          fullscreenOnPhone ? 'modal-fullscreen-sm-down' : '',
        ].join(' ')}
      >
        <div className="modal-content">
          {title ? (
            <div className="modal-header">
              <h2 id={titleId} ref={heading} tabIndex={-1} className="modal-title h5">
                {title}
              </h2>
              {canClose && closeButtonOf('btn-close')}
            </div>
          ) : (
            onClose && closeButtonOf('btn-close position-absolute top-0 end-0 m-3')
          )}
          <div className={`modal-body ${bodyClassName}`}>{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </dialog>
  );
}
