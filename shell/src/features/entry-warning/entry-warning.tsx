import { useState, type ReactNode } from 'react';
import { selectIsLoggedIn, selectSettings, useAppSelector } from '@app/shared';
import type { Settings } from '@app/shared/contracts';
import {
  ENTRY_WARNING_DISMISSAL,
  EntryWarningDialog,
  dismiss,
  entryWarningApplies,
  isDismissed,
  isInstalledApp,
} from '@app/shared/site-chrome';

export { ENTRY_WARNING_DISMISSAL };

/** Whether this visitor gets the entry warning on a layout limited to `limitTo` (spec §2). */
export function needsEntryWarning({
  loggedIn,
  settings,
  limitTo,
}: {
  loggedIn: boolean;
  settings: Settings | null;
  limitTo?: readonly string[];
}): boolean {
  return entryWarningApplies({
    loggedIn,
    settings,
    limitTo,
    installed: isInstalledApp(),
    dismissed: isDismissed(ENTRY_WARNING_DISMISSAL),
  });
}

/**
 * The gate around a layout's content: while the warning shows, the page behind it is inert (no
 * focus, no clicks, hidden from screen readers), so the warning is the first and only thing read.
 */
export function EntryWarningGate({
  limitTo,
  children,
}: {
  limitTo?: readonly string[];
  children: ReactNode;
}) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const [accepted, setAccepted] = useState(false);
  const shown = !accepted && needsEntryWarning({ loggedIn, settings, limitTo });
  const enter = () => {
    dismiss(ENTRY_WARNING_DISMISSAL);
    setAccepted(true);
  };
  return (
    <>
      {shown && <EntryWarningDialog siteName={settings?.name ?? ''} onEnter={enter} />}
      <div inert={shown} style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}
