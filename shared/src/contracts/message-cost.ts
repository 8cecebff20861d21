// What a message costs (spec §1, §9), written once for the server that charges it and the
// composer that says it before the member sends (issue 25 §2: costs before they bite).
import type { Settings } from './settings';

export type MessageKind = 'text' | 'gift' | 'photo' | 'gif';

/** Credits a message of this kind costs: a GIF is a message like a text. */
export function messageCost(
  kind: MessageKind,
  settings: Pick<Settings, 'message_credits' | 'photo_credits' | 'gift_credits'>,
): number {
  if (kind === 'gift') return settings.gift_credits;
  if (kind === 'photo') return settings.photo_credits;
  return settings.message_credits;
}
