// Rendering landers in tests as the server-rendered page does: their own i18n instance with the
// texts bundled, and a lander environment (no store, no router).
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { landingResponseSchema, type LandingData, type MemberCard } from '@app/shared/contracts';
import { aMember } from '@app/shared/testing';
import commonEn from '../../shared/locales/en/common.json';
import commonFr from '../../shared/locales/fr/common.json';
import landersEn from '../locales/en/landers.json';
import landersFr from '../locales/fr/landers.json';
import { LanderEnvProvider, type LanderEnv, type LanderSite } from '../src/components/lander-env';
import { signupHref } from '../src/lib/signup-href';

export const TEXTS = {
  en: { common: commonEn, landers: landersEn },
  fr: { common: commonFr, landers: landersFr },
};

export async function landersI18n(language: 'en' | 'fr' = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: TEXTS,
    ns: ['common', 'landers'],
    defaultNS: 'landers',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export const aSite = (overrides: Partial<LanderSite> = {}): LanderSite => ({
  name: 'Amora',
  niche: 1,
  cdnPrefix: '/uploads/',
  fictionalIcon: true,
  memberResell: false,
  texts: {
    description: 'Meet singles near you.',
    index_title: 'Amora',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
  },
  ...overrides,
});

const photo = (n: number) => ({
  filename: `m${n}.webp`,
  thumb_filename: `m${n}-thumb.webp`,
  status: 'active' as const,
});

/** Featured members with photos: Eva, Lena, Sanne… as the landing data holds them. */
export function featured(count: number, overrides: Partial<MemberCard> = {}): MemberCard[] {
  const names = [
    'Eva',
    'Lena',
    'Sanne',
    'Noor',
    'Fleur',
    'Iris',
    'Anouk',
    'Lotte',
    'Femke',
    'Roos',
  ];
  return Array.from({ length: count }, (_, i) =>
    aMember({
      id: 100 + i,
      name: names[i % names.length]!,
      age: 25 + i,
      city: i % 2 ? 'Utrecht' : 'Amsterdam',
      main_image: photo(i),
      online: i % 3 === 0,
      fictional: true,
      last_active: 'today',
      ...overrides,
    }),
  );
}

export function landingData(overrides: Partial<LandingData> = {}): LandingData {
  return landingResponseSchema.parse({
    featured: featured(8),
    member: null,
    online_now: 37,
    near_you: 420,
    country: 'NL',
    map: null,
    ...overrides,
  });
}

export async function renderLander(
  ui: ReactElement,
  {
    site = aSite(),
    search = '',
    language = 'en',
    env = {},
  }: {
    site?: LanderSite;
    search?: string;
    language?: 'en' | 'fr';
    env?: Partial<LanderEnv>;
  } = {},
) {
  const i18n = await landersI18n(language);
  const landerEnv: LanderEnv = {
    site,
    signupHref: (memberId) => signupHref(search, memberId),
    now: Date.parse('2026-11-24T12:00:00.000Z'),
    ...env,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <LanderEnvProvider env={landerEnv}>{ui}</LanderEnvProvider>
    </I18nextProvider>,
  );
}
