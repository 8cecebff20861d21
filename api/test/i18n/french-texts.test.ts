import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { frenchSpacingFaults, stringsIn } from '@app/shared/french-typography';
import { DEMO_REPLIES } from '../../src/domains/chat/demo-replies';
import {
  activationMail,
  addressChangedMail,
  complaintReceivedMail,
  deletionRequestedMail,
  mailChangeMail,
  passwordChangedMail,
  passwordResetMail,
  reactivatedMail,
  reactivationMail,
  receiptMail,
} from '../../src/domains/mail/templates';
import { pushTexts } from '../../src/domains/push/texts';
import { PAGES_FR } from '../../src/domains/site/pages/defaults-fr';
import { ABOUT_TEXTS } from '../../src/seed/content/about';
import { demoSiteSettings } from '../../src/seed/content/site';

// Every French text the server writes (mails, pushes, static pages, the demo site's wording)
// is spaced as French: no-break spaces before : ; ! ? and none missing.
const site = { siteName: 'Amora', supportEmail: 'support@amora.test' };
const link = 'https://amora.test/reset-password/do?token=abc';

function assertFrench(texts: string[]) {
  assert.ok(texts.length > 0);
  assert.deepEqual(texts.flatMap(frenchSpacingFaults), []);
}

describe('French texts of the server', () => {
  it('mails', () => {
    const mails = [
      passwordResetMail('fr', site, link),
      activationMail('fr', site, link),
      mailChangeMail('fr', site, link),
      reactivationMail('fr', site, link),
      passwordChangedMail('fr', site, link),
      addressChangedMail('fr', site, 'new@amora.test', link),
      deletionRequestedMail('fr', site, new Date('2026-12-10T00:00:00Z'), link),
      reactivatedMail('fr', site, link),
      receiptMail('fr', site, {
        orderId: 12,
        date: '24 nov. 2026',
        credits: 50,
        amount: '22,49 €',
        listAmount: '24,99 €',
        discountCode: 'AMORA10',
        method: 'iDEAL',
        link: 'https://amora.test/transactions/12',
        company: {
          name: 'Amora BV',
          tradenames: ['Amora'],
          address: 'Keizersgracht 1',
          city: 'Amsterdam',
          country: 'NL',
          kvk: '12345678',
          vatNumbers: ['NL123456789B01'],
        },
      }),
      complaintReceivedMail('fr', site, 7, 'Ce membre m’a insulté.'),
    ];
    assertFrench(mails.flatMap((mail) => [mail.subject, mail.text]));
  });

  it('push notifications', () => {
    const texts = pushTexts('fr');
    assertFrench([
      ...stringsIn(texts),
      texts.messageTitle('Léa'),
      texts.likeTitle('Léa'),
      texts.matchBody('Léa'),
    ]);
  });

  it('static pages, the demo site and its profiles', () => {
    assertFrench(stringsIn(PAGES_FR));
    assertFrench(stringsIn(demoSiteSettings('amora.test', 1).texts));
    assertFrench([...DEMO_REPLIES.fr, ...stringsIn(ABOUT_TEXTS.fr)]);
  });

  it('notices an English colon in French', () => {
    assert.equal(frenchSpacingFaults('Commande: 12').length, 1);
  });
});
