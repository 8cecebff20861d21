import { BUILT_IN_LANDERS } from '@app/shared/contracts';
import { frenchSpacingFaults } from '@app/shared/french-typography';
import { SUPPORTED_LANGUAGES } from '@app/shared/language';
import { TEMPLATES, campaignFor, type CampaignFile } from './campaign';
import { campaignFiles } from './campaign-files';
import { LANDER_NAMES, findCampaign, landerPath } from './lander-registry';

const SPEC_LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'tinderswipe',
  'transitionsvideolanding',
  'video',
];

describe('campaign files (marketing’s landers)', () => {
  it('ship every lander of spec §2 and the three member landings', () => {
    expect(LANDER_NAMES).toEqual(
      expect.arrayContaining([
        ...SPEC_LANDERS,
        'member-landing',
        'member-landing2',
        'member-landing3',
      ]),
    );
  });

  it('are the built-in landers the server keeps campaigns from taking the paths of', () => {
    expect([...LANDER_NAMES].sort()).toEqual([...BUILT_IN_LANDERS].sort());
  });

  it.each(campaignFiles.map((file) => [file.name, file] as const))(
    '%s: a known design, every text in every language, French set as French',
    (_name, file: CampaignFile) => {
      expect(TEMPLATES).toContain(file.template);
      for (const language of SUPPORTED_LANGUAGES) {
        const texts = file.texts[language];
        expect(texts.headline && texts.lead && texts.cta).toBeTruthy();
        for (const variant of Object.values(file.variants ?? {}))
          expect(Object.keys(variant.texts[language] ?? {})).toEqual(
            Object.keys(variant.texts.en ?? {}),
          );
      }
      const french = [
        ...Object.values(file.texts.fr),
        ...Object.values(file.variants ?? {}).flatMap((v) => Object.values(v.texts.fr ?? {})),
      ];
      expect(french.flatMap(frenchSpacingFaults)).toEqual([]);
    },
  );
});

describe('campaigns', () => {
  it('take their variant’s texts, audience and partner, and fall back from an unknown slug', () => {
    const young = findCampaign('gallery', 'young')!;
    expect(young.slug).toBe('young');
    expect(young.featured).toEqual({ count: 16, min_age: 18, max_age: 30 });
    expect(young.texts('en').headline).toBe('{{who}} under 30 near you, online today');
    // The variant changes the headline; the rest is the lander's.
    expect(young.texts('en').cta).toBe('See who is online');

    const unknown = findCampaign('gallery', 'summer-2019')!;
    expect(unknown.slug).toBeNull();
    expect(unknown.texts('fr').cta).toBe('Voir qui est en ligne');
    expect(findCampaign('no-such-lander')).toBeNull();

    expect(findCampaign('alonetonight', 'partner')!.partner).toEqual({
      name: 'Amora Live',
      url: 'https://live.amora.example/',
      seconds: 5,
    });
  });

  it('never follow a partner that is not https or has no sane countdown', () => {
    const file: CampaignFile = {
      name: 'x',
      template: 'gallery',
      texts: {
        en: { headline: 'h', lead: 'l', cta: 'c' },
        fr: { headline: 'h', lead: 'l', cta: 'c' },
      },
      partner: { name: 'P', url: 'http://plain.example/', seconds: 5 },
      variants: {
        slow: { texts: {}, partner: { name: 'P', url: 'https://p.example/', seconds: 600 } },
      },
    };
    expect(campaignFor(file, undefined).partner).toBeNull();
    expect(campaignFor(file, 'slow').partner).toBeNull();
  });
});

describe('lander paths', () => {
  it.each([
    ['/', { kind: 'index' }],
    ['/landers/gallery', { kind: 'lander', name: 'gallery', slug: undefined }],
    ['/landers/gallery/young/', { kind: 'lander', name: 'gallery', slug: 'young' }],
    ['/landers/tinderswipe', { kind: 'lander', name: 'tinderswipe', slug: undefined }],
    ['/members/42/landing', { kind: 'lander', name: 'member-landing', memberId: 42 }],
    [
      '/members/42/landing2/flirt',
      { kind: 'lander', name: 'member-landing2', slug: 'flirt', memberId: 42 },
    ],
    [
      '/members/42/landing3',
      { kind: 'lander', name: 'member-landing3', slug: undefined, memberId: 42 },
    ],
  ])('%s', (pathname, expected) => {
    expect(landerPath(pathname)).toEqual(expected);
  });

  it.each(['/members', '/members/42', '/members/42/landing/extra', '/landers', '/likes/m/3'])(
    '%s is not a lander',
    (pathname) => expect(landerPath(pathname)).toBeNull(),
  );
});
