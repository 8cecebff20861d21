import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@app/shared/ui';

/**
 * Where a layout shows its page: the main landmark, with a spinner while the page loads.
 * `above` is what the layout shows on top of every page (the alerts): it sits inside the
 * landmark, so an alert that comes with a new page arrives with that page's own content rather
 * than pushing the landmark — and with it the page being left — down (a layout shift).
 */
export function LayoutOutlet({ className, above }: { className?: string; above?: ReactNode }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      {above}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
