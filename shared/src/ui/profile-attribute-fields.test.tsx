import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { makeStore } from '../store/store';
import { setupI18n, setupMsw } from '../../testing';
import { attributeAnswersOf, ProfileAttributeFields } from './profile-attribute-fields';

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
          />
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByRole('option', { name: divorced })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: bi })).toBeInTheDocument();
  });
});
