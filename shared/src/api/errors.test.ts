import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { describeApiError } from './errors';

const refusal = (code: string, params = {}) => ({
  status: 400 as const,
  data: { error: { code, message: 'refused', params } },
});

it('shows an API refusal by its own text whenever the code has one, in both languages', () => {
  // The sign-up's sexuality step: a hand list of codes once left this one generic (issue 49 §4).
  expect(describeApiError(refusal('sensitive_consent_required'))).toEqual({
    key: 'error.sensitive_consent_required',
    params: {},
  });
  for (const code of Object.keys(en.error)) {
    expect(describeApiError(refusal(code)).key).toBe(`error.${code}`);
    expect(fr.error).toHaveProperty(code);
  }
});

it('reads an unknown code as the generic text, and a failed connection as the network text', () => {
  expect(describeApiError(refusal('no_such_code')).key).toBe('error.generic');
  expect(describeApiError({ status: 'FETCH_ERROR', error: 'offline' }).key).toBe('error.network');
  expect(describeApiError(undefined).key).toBe('error.generic');
});
