import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { NAMESPACE } from '../../i18n';
import { useStaff } from '../../hooks/use-staff';
import { Dashboard } from './dashboard';

export interface HomeLink {
  path: string;
  label: string;
}

/**
 * The back office's first screen: who is logged in, the screens their role opens, and the
 * dashboard's parts their role may see.
 */
export function HomePage({ links }: { links: HomeLink[] }) {
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
      <ul className="list-group" style={{ maxWidth: 480 }}>
        {links.map((link) => (
          <li key={link.path} className="list-group-item">
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <Dashboard />
    </section>
  );
}
