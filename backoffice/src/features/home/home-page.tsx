import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { NAMESPACE } from '../../i18n';
import { useStaff } from '../../hooks/use-staff';
import { Dashboard } from './dashboard';

/**
 * The back office's first screen: who is logged in, and the dashboard's parts their role may
 * see. The screens their role opens are in the navigation beside it (not repeated here).
 */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { staff } = useStaff();
  return (
    <section>
      <PageTitle text={t('home.title')} />
      <p>
        {t('home.signed_in', {
          email: staff?.email,
          role: t(`roles.${staff?.role}`, { defaultValue: staff?.role }),
        })}
      </p>
      <Dashboard />
    </section>
  );
}
