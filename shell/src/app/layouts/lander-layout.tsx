import { ENTRY_WARNING_COUNTRIES_LIMITED } from '@app/shared/values';
import { LayoutOutlet } from './layout-outlet';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';
import { Link } from 'react-router';
import { Footer } from '../../features/footer/footer';
import { Logo } from '../../components/logo';

/**
 * §2 Lander layout: a minimal navbar with the logo, the content, footer and disclaimer, behind
 * the entry warning for visitors from NL and DE.
 */
export function LanderLayout() {
  return (
    <EntryWarningGate limitTo={ENTRY_WARNING_COUNTRIES_LIMITED}>
      <div className="d-flex flex-column min-vh-100">
        <header className="navbar bg-body border-bottom">
          <div className="container">
            <Link to="/" className="navbar-brand">
              <Logo />
            </Link>
          </div>
        </header>
        <LayoutOutlet className="flex-grow-1" />
        <Footer />
      </div>
    </EntryWarningGate>
  );
}
