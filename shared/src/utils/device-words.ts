/**
 * A session's device as the server writes it ("Safari 17 on iOS": bowser's browser and system,
 * joined by this word), and the same in another language's word ("Safari 17 sur iOS", issue 49
 * §12: English was left in the French sessions list).
 */
export const DEVICE_JOINER = ' on ';

export function deviceWords(device: string, on: string): string {
  const at = device.indexOf(DEVICE_JOINER);
  return at < 0
    ? device
    : `${device.slice(0, at)} ${on} ${device.slice(at + DEVICE_JOINER.length)}`;
}
