import { Link } from 'react-router';
import { selectSettings, useAppSelector, useSiteTexts } from '@app/shared';
import { SiteFooter, type RenderLink } from '@app/shared/site-chrome';

export { isUsFooter } from '@app/shared/site-chrome';

const routerLink: RenderLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

/** §2 Footer of the shell's layouts: the site's footer, linking through the router. */
export function Footer() {
  const settings = useAppSelector(selectSettings);
  const texts = useSiteTexts();
  if (!settings) return null;
  return (
    <SiteFooter
      settings={settings}
      texts={texts}
      renderLink={routerLink}
      year={new Date().getFullYear()}
    />
  );
}
