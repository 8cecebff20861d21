import { selectMatchScreen } from '@app/shared/bindings';
import { useAppSelector } from '@app/shared';
import { WidgetSlot } from '../federation/remote-widget';

// mf-chat down: no match screen; the match is still on the likes page and in the chat list.
const ignore = () => {};

/**
 * Where the layouts place mf-chat's MatchScreen (issue 25 §2): a like returned opens it on both
 * sides (the server's `match` event), wherever the member is; mf-chat loads when it first opens.
 */
export function MatchScreenSlot() {
  const { memberId } = useAppSelector(selectMatchScreen);
  return <WidgetSlot widget="MatchScreen" needed={memberId !== null} onUnavailable={ignore} />;
}
