/** A partner site a lander may hand visitors over to (spec §9 partner redirect countdown). */
export interface Partner {
  name: string;
  /** https only: a campaign file never sends visitors to an unencrypted page. */
  url: string;
  /** The countdown before the hand-over. */
  seconds: number;
}

export function isPartner(value: unknown): value is Partner {
  const partner = value as Partner;
  return (
    typeof partner?.name === 'string' &&
    typeof partner.url === 'string' &&
    partner.url.startsWith('https://') &&
    Number.isInteger(partner.seconds) &&
    partner.seconds > 0 &&
    partner.seconds <= 30
  );
}
