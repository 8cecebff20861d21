// The accounts a developer, a tester or an e2e journey logs in with. Created by the demo seed.

export const DEMO_PASSWORD = 'demo-pass-2024';

export interface DemoAccount {
  email: string;
  name: string;
  gender: 'male' | 'female';
  birthDate: string;
  country: string;
  region: string;
  city: string;
  language: 'en' | 'fr';
  credits: number;
  paidUser: boolean;
}

/** The main demo member: NL, English, 25 credits, not premium, with a photo. */
export const DEMO_ACCOUNT: DemoAccount = {
  email: 'demo@amora.test',
  name: 'Demo',
  gender: 'male',
  birthDate: '1990-05-14',
  country: 'NL',
  region: 'Noord-Holland',
  city: 'Amsterdam',
  language: 'en',
  credits: 25,
  paidUser: false,
};

/** A second member, for journeys between two people (likes, chat). */
export const ALEX_ACCOUNT: DemoAccount = {
  email: 'alex@amora.test',
  name: 'Alex',
  gender: 'female',
  birthDate: '1993-09-02',
  country: 'BE',
  region: 'Antwerpen',
  city: 'Antwerpen',
  language: 'en',
  credits: 0,
  paidUser: false,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ACCOUNT, ALEX_ACCOUNT];
