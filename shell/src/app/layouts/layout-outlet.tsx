import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@app/shared/ui';

/** Where a layout shows its page: the main landmark, with a spinner while the page loads. */
export function LayoutOutlet({ className }: { className?: string }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
