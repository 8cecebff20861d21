import { LayoutOutlet } from './layout-outlet';
import { Link } from 'react-router';
import { Footer } from '../../features/footer/footer';
import { Logo } from '../../components/logo';

/** §2 Lander layout: a minimal navbar with the logo, the content, footer and disclaimer. */
export function LanderLayout() {
  return (
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
  );
}
