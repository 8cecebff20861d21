import { someSettings } from '../../testing/mocks/settings';
import { siteTexts } from './site-texts';

describe("the site's own wording per language", () => {
  const settings = someSettings({
    description: 'Meet singles',
    fictional_plural: 'fictional profiles',
    texts: { fr: { description: 'Rencontrez des célibataires' } },
  });

  it('uses the translation where the site has one, its main text otherwise', () => {
    expect(siteTexts(settings, 'fr')).toMatchObject({
      description: 'Rencontrez des célibataires',
      fictional_plural: 'fictional profiles',
    });
    expect(siteTexts(settings, 'en').description).toBe('Meet singles');
    expect(siteTexts(settings, 'fr-BE').description).toBe('Rencontrez des célibataires');
  });
});
