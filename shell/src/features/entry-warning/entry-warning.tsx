import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENTRY_WARNING_EXIT_URL,
  selectIsLoggedIn,
  selectSettings,
  useAppSelector,
  type Settings,
} from '@app/shared';
import { isInstalledApp } from '../../lib/installed-app';
import { dismiss, isDismissed } from '../../lib/dismissal';

/** Spec §2: the entry warning's dismissal, stored with its time like the alerts'. */
export const ENTRY_WARNING_DISMISSAL = 'hide-entry-warning';

/**
 * Spec §2 entry warning: once, for logged-out visitors outside the installed app; not when the
 * site turns it off (enable_site_entry_popup "no") or the visitor accepted it before; where the
 * layout limits it to some countries (chat and lander: NL and DE), only for visitors from them.
 */
export function needsEntryWarning({
  loggedIn,
  settings,
  limitTo,
}: {
  loggedIn: boolean;
  settings: Settings | null;
  limitTo?: readonly string[];
}): boolean {
  if (loggedIn || !settings || settings.enable_site_entry_popup === 'no') return false;
  const country = settings.geoip_country ?? '';
  if (limitTo && !limitTo.includes(country)) return false;
  // The site may show it only to visitors from some countries (its own legal advice).
  const siteLimit = settings.entry_popup_countries ?? [];
  if (siteLimit.length > 0 && !siteLimit.includes(country)) return false;
  return !isInstalledApp() && !isDismissed(ENTRY_WARNING_DISMISSAL);
}

/**
 * The gate around a layout's content: while the warning shows, the page behind it is inert (no
 * focus, no clicks, hidden from screen readers), so the warning is the first and only thing read.
 * "Leave" leaves the site.
 */
export function EntryWarningGate({
  limitTo,
  children,
}: {
  limitTo?: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const [accepted, setAccepted] = useState(false);
  const shown = !accepted && needsEntryWarning({ loggedIn, settings, limitTo });
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) dialog.current?.focus();
  }, [shown]);

  const enter = () => {
    dismiss(ENTRY_WARNING_DISMISSAL);
    setAccepted(true);
  };
  return (
    <>
      {shown && (
        <>
          <div
            ref={dialog}
            className="modal d-block"
            role="dialog"
            aria-modal="true"
            aria-labelledby="entry-warning-title"
            aria-describedby="entry-warning-text"
            tabIndex={-1}
          >
            <div className="modal-dialog modal-dialog-centered">
              <div className="modal-content">
                <div className="modal-header">
                  <h2 id="entry-warning-title" className="modal-title h5">
                    {t('entry_warning.title')}
                  </h2>
                </div>
                <div className="modal-body">
                  <p id="entry-warning-text" className="mb-0">
                    {t('entry_warning.text', { site: settings?.name ?? '' })}
                  </p>
                </div>
                <div className="modal-footer">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={() => window.location.assign(ENTRY_WARNING_EXIT_URL)}
                  >
                    {t('entry_warning.leave')}
                  </button>
                  <button type="button" className="btn btn-primary" onClick={enter}>
                    {t('entry_warning.enter')}
                  </button>
                </div>
              </div>
            </div>
          </div>
          <div className="modal-backdrop show" />
        </>
      )}
      <div inert={shown} style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}
