import type { MailingAudience, MailingDraft } from '@app/shared/contracts';

/** A mailing marketing could write: offers, in both languages, to everyone who asked. */
export function mailingInput(
  over: Partial<Omit<MailingDraft, 'audience'>> & { audience?: Partial<MailingAudience> } = {},
): MailingDraft {
  return {
    name: over.name ?? 'Winter offer',
    kind: over.kind ?? 'promotions',
    audience: { countries: [], niche: null, paid: null, ...over.audience },
    texts: over.texts ?? {
      en: {
        subject: 'Two weeks of premium, half price',
        body: 'Winter is long.\n\nMeet someone new: see https://example.com/terms for the terms.',
        button_label: 'See the offer',
        button_url: '/payments/premium',
      },
      fr: {
        subject: 'Deux semaines de premium à moitié prix',
        body: 'L’hiver est long.\n\nRencontrez quelqu’un de nouveau.',
        button_label: 'Voir l’offre',
        button_url: '/payments/premium',
      },
    },
  };
}
