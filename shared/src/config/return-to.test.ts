import { LOGIN_REDIRECT } from './constants';
import { loginPathFor, returnTarget } from './return-to';

describe('returning to the page asked for after login', () => {
  it.each([
    ['/members/5', '/members/5'],
    ['/members?gender=female&country=NL', '/members?gender=female&country=NL'],
    [null, LOGIN_REDIRECT],
    ['', LOGIN_REDIRECT],
    ['https://evil.example/members', LOGIN_REDIRECT],
    ['//evil.example/members', LOGIN_REDIRECT],
    ['/\\evil.example', LOGIN_REDIRECT],
    ['members', LOGIN_REDIRECT],
  ])('%p → %p', (value, target) => {
    expect(returnTarget(value)).toBe(target);
  });

  it('builds a login link that carries the page', () => {
    const link = loginPathFor('/login', '/members/5?t=3');
    expect(link).toBe('/login?next=%2Fmembers%2F5%3Ft%3D3');
    expect(returnTarget(new URLSearchParams(link.split('?')[1]).get('next'))).toBe(
      '/members/5?t=3',
    );
  });
});
