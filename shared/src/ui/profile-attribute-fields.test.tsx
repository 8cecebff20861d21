import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { makeStore } from '../store/store';
import { setupI18n, setupMsw } from '../../testing';
import {
  attributeAnswersOf,
  consentToSend,
  ProfileAttributeFields,
} from './profile-attribute-fields';

const server = setupMsw();

// Issue 10: no English left in French, and French words agree with the member.
describe('profile attributes in French', () => {
  beforeAll(async () => {
    await setupI18n(['common']);
    await i18next.changeLanguage('fr');
  });
  afterAll(() => i18next.changeLanguage('en'));

  it.each([
    ['female', 'Divorcée', 'Bisexuelle'],
    ['male', 'Divorcé', 'Bisexuel'],
    ['', 'Divorcé(e)', 'Bisexuel(le)'],
  ])('a %s member reads %s', (gender, divorced, bi) => {
    server.use(http.get('/api/interests.php', () => HttpResponse.json({ interests: [] })));
    render(
      <Provider store={makeStore()}>
        <I18nextProvider i18n={i18next}>
          <ProfileAttributeFields
            idPrefix="t"
            answers={{ ...attributeAnswersOf(undefined), gender }}
            onChange={() => {}}
            consentGiven={false}
          />
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByRole('option', { name: divorced })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: bi })).toBeInTheDocument();
  });
});

// Issue 25 §3: a sexuality is special-category data (GDPR art. 9): the member's explicit yes is
// asked with the first one, and sent only then.
describe('consent to keeping a sexuality', () => {
  beforeAll(() => setupI18n(['common']));

  const show = (sexuality: string, consentGiven: boolean) => {
    server.use(http.get('/api/interests.php', () => HttpResponse.json({ interests: [] })));
    render(
      <Provider store={makeStore()}>
        <I18nextProvider i18n={i18next}>
          <ProfileAttributeFields
            idPrefix="t"
            answers={{ ...attributeAnswersOf(undefined), sexuality }}
            onChange={() => {}}
            consentGiven={consentGiven}
          />
        </I18nextProvider>
      </Provider>,
    );
  };
  const consent = () => screen.queryByLabelText(/keeps my sexual orientation/);

  it('is asked once a sexuality is chosen, and not before', () => {
    show('', false);
    expect(consent()).toBeNull();
  });

  it('is asked with a chosen sexuality', () => {
    show('bi', false);
    expect(consent()).not.toBeChecked();
  });

  it('is not asked again once given', () => {
    show('bi', true);
    expect(consent()).toBeNull();
  });

  it('is sent only when given now, with a sexuality, on a profile without it', () => {
    const answers = { ...attributeAnswersOf(undefined), sexuality: 'bi', sensitive_consent: true };
    expect(consentToSend(undefined, answers)).toEqual({ sensitive_consent: true });
    expect(consentToSend(undefined, { ...answers, sexuality: '' })).toEqual({});
    expect(consentToSend(undefined, { ...answers, sensitive_consent: false })).toEqual({});
  });
});
