import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, counts and shares in the staff member's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const counts = new Intl.NumberFormat(i18n.language);
    const shares = new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    return {
      dateTime: (iso: string) => dates.format(new Date(iso)),
      count: (value: number) => counts.format(value),
      /** A share (0–1) as a percentage. */
      percent: (share: number) => shares.format(share),
    };
  }, [i18n.language]);
}
