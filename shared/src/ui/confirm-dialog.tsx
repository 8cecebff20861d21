import type { ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * A question before an act that changes something for others or cannot be undone (remove a
 * conversation, erase a member, promote or withdraw a version): what will happen, a way back,
 * and the act — the one shape every such question has, on the product's one dialog.
 */
export function ConfirmDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  danger = true,
  busy = false,
}: {
  title: string;
  /** What confirming will do, in words. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** A destructive act (red); otherwise the primary colour. */
  danger?: boolean;
  /** The act is under way: its button waits. */
  busy?: boolean;
}) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="mb-0">{children}</p>
    </Dialog>
  );
}
