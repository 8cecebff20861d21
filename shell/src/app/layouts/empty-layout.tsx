import { LayoutOutlet } from './layout-outlet';

/** §2 Empty layout: just the page. */
export function EmptyLayout() {
  return <LayoutOutlet />;
}
