import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and durations in the staff member's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return { dateTime: (iso: string) => dates.format(new Date(iso)) };
  }, [i18n.language]);
}
