import { LayoutOutlet } from './layout-outlet';
import { SignupSlot } from './signup-slot';

/** §2 Empty layout: the page and the sign-up modal. */
export function EmptyLayout() {
  return (
    <>
      <LayoutOutlet />
      <SignupSlot />
    </>
  );
}
