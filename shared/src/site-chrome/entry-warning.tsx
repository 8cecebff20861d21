import { useTranslation } from 'react-i18next';
import { ENTRY_WARNING_EXIT_URL } from '../config/constants';
import type { Settings } from '../contracts/settings';
import { Dialog } from '../ui/dialog';

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
 * The warning itself, a dialog only its buttons end (no Escape, no backdrop): focused when it
 * opens so it is the first thing read, and the page behind it inert; "Leave" leaves the site.
 */
export function EntryWarningDialog({
  siteName,
  onEnter,
}: {
  siteName: string;
  onEnter: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      title={t('entry_warning.title')}
      describedBy="entry-warning-text"
      dismissible={false}
      footer={
        <>
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
        </>
      }
    >
      <p id="entry-warning-text" className="mb-0">
        {t('entry_warning.text', { site: siteName })}
      </p>
    </Dialog>
  );
}
