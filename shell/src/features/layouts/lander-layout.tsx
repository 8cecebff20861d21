import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSpinner } from '@app/shared/ui';
import { Footer } from '../footer/footer';
import { Logo } from '../navigation/logo';

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
      <main id="main" className="flex-grow-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
