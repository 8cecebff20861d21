import { ENTRY_WARNING_COUNTRIES_LIMITED } from '@app/shared/values';
import { LayoutOutlet } from './layout-outlet';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';

/** §2 Chat layout: a bare page, behind the entry warning for visitors from NL and DE. */
export function ChatLayout() {
  return (
    <EntryWarningGate limitTo={ENTRY_WARNING_COUNTRIES_LIMITED}>
      <LayoutOutlet className="min-vh-100" />
    </EntryWarningGate>
  );
}
