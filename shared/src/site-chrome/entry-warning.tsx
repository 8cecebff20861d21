import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_WARNING_EXIT_URL } from '../config/constants';
import type { Settings } from '../contracts/settings';

/** Spec §2: the entry warning's dismissal, stored with its time like the alerts'. */
export const ENTRY_WARNING_DISMISSAL = 'hide-entry-warning';

/**
 * Spec §2 entry warning: once, for logged-out visitors outside the installed app; not when the
 * site turns it off (enable_site_entry_popup "no") or the visitor accepted it before; where the
 * layout limits it to some countries (chat and lander: NL and DE), only for visitors from them.
 */
export function entryWarningApplies({
  loggedIn,
  settings,
  limitTo,
  installed,
  dismissed,
}: {
  loggedIn: boolean;
  settings: Pick<
    Settings,
    'enable_site_entry_popup' | 'geoip_country' | 'entry_popup_countries'
  > | null;
  limitTo?: readonly string[];
  installed: boolean;
  dismissed: boolean;
}): boolean {
  if (loggedIn || !settings || settings.enable_site_entry_popup === 'no') return false;
  const country = settings.geoip_country ?? '';
  if (limitTo && !limitTo.includes(country)) return false;
  // The site may show it only to visitors from some countries (its own legal advice).
  const siteLimit = settings.entry_popup_countries ?? [];
  if (siteLimit.length > 0 && !siteLimit.includes(country)) return false;
  return !installed && !dismissed;
}

/**
 * The warning itself, focused when it opens so it is the first thing read; "Leave" leaves the
 * site. The page behind it is made inert by whoever shows it.
 */
export function EntryWarningDialog({
  siteName,
  onEnter,
}: {
  siteName: string;
  onEnter: () => void;
}) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  return (
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
                {t('entry_warning.text', { site: siteName })}
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
              <button type="button" className="btn btn-primary" onClick={onEnter}>
                {t('entry_warning.enter')}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
