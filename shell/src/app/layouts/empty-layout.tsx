import { LayoutOutlet } from './layout-outlet';
import { SignupSlot } from './signup-slot';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';

/** §2 Empty layout: the page and the sign-up modal, behind the entry warning. */
export function EmptyLayout() {
  return (
    <EntryWarningGate>
      <LayoutOutlet />
      <SignupSlot />
    </EntryWarningGate>
  );
}
