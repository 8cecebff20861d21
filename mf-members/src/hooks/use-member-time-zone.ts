import { useEffect, useState } from 'react';
import { useUpdateProfileMutation } from '@app/shared/bindings';

const SENT_KEY = 'time-zone-sent';

/**
 * Tells the server the browser's time zone once per session (the member's days, and so the
 * swipe game's daily likes, start at its midnight). Answers true once sent, or when it cannot
 * be (no zone, storage blocked): the server then uses the country's zone.
 */
export function useMemberTimeZone(loggedIn: boolean): boolean {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [sent, setSent] = useState(() => !zone || readSent() === zone);
  const [update] = useUpdateProfileMutation();
  useEffect(() => {
    if (sent || !loggedIn) return;
    void update({ time_zone: zone }).finally(() => {
      writeSent(zone);
      setSent(true);
    });
  }, [sent, loggedIn, zone, update]);
  return sent;
}

function readSent(): string | null {
  try {
    return sessionStorage.getItem(SENT_KEY);
  } catch {
    return null;
  }
}

function writeSent(zone: string) {
  try {
    sessionStorage.setItem(SENT_KEY, zone);
  } catch {
    // Sent again next time: harmless.
  }
}
