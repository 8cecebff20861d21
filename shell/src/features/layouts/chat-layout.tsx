import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@app/shared/ui';

/** §2 Chat layout: a bare page (the entry warning limited to NL and DE comes with that issue). */
export function ChatLayout() {
  return (
    <main id="main" className="min-vh-100">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
