import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@app/shared/ui';

/** §2 Empty layout: just the page. */
export function EmptyLayout() {
  return (
    <main id="main">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
