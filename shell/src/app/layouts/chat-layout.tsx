import { ENTRY_WARNING_COUNTRIES_LIMITED } from '@app/shared/values';
import { LayoutOutlet } from './layout-outlet';
import { MatchScreenSlot } from './match-screen-slot';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';

/**
 * §2 Chat layout: a bare page, behind the entry warning for visitors from NL and DE; a match made
 * meanwhile opens the match screen here too.
 */
export function ChatLayout() {
  return (
    <EntryWarningGate limitTo={ENTRY_WARNING_COUNTRIES_LIMITED}>
      <LayoutOutlet className="min-vh-100" />
      <MatchScreenSlot />
    </EntryWarningGate>
  );
}
