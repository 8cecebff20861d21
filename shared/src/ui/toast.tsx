import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a toast stays before it hides by itself. */
export const TOAST_VISIBLE_MS = 6000;

/**
 * A Bootstrap toast (spec §2: 350 px wide) in the top-right corner, announced politely to
 * screen readers, hidden after a while or by its close button.
 */
export function Toast({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [text, onClose]);
  return (
    <div className="toast-container position-fixed top-0 end-0 p-3" style={{ zIndex: 1090 }}>
      <div className="toast show align-items-center" role="status" aria-live="polite">
        <div className="d-flex">
          <div className="toast-body">{text}</div>
          <button
            type="button"
            className="btn-close me-2 m-auto"
            aria-label={t('close')}
            onClick={onClose}
          />
        </div>
      </div>
    </div>
  );
}
