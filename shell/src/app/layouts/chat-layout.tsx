import { LayoutOutlet } from './layout-outlet';

/** §2 Chat layout: a bare page (the entry warning limited to NL and DE comes with that issue). */
export function ChatLayout() {
  return <LayoutOutlet className="min-vh-100" />;
}
