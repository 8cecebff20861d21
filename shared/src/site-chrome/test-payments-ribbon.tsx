import { useTranslation } from 'react-i18next';

/**
 * A staging site runs the sandbox PSP in production mode (PAYMENTS=sandbox): every page says so,
 * so nobody takes it for the real site or believes a payment went through. The server decides
 * (settings.test_payments); the demo, where nothing is real anyway, does not show it.
 */
export function TestPaymentsRibbon({ shown }: { shown: boolean | undefined }) {
  const { t } = useTranslation('common');
  if (!shown) return null;
  return (
    <p role="note" className="bg-warning text-dark text-center small fw-semibold mb-0 py-1 px-2">
      {t('test_payments.ribbon')}
    </p>
  );
}
