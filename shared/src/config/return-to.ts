import { LOGIN_REDIRECT } from './constants';

/** The query parameter that carries the page a visitor asked for through /login and back. */
export const RETURN_TO_PARAM = 'next';

/**
 * Where to go after login: the page the visitor asked for when it is a path of this site, else
 * the members route (spec §4). `//evil.example` and `/\evil.example` are other sites to a
 * browser, so only a single leading slash passes.
 */
export function returnTarget(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return LOGIN_REDIRECT;
  return value;
}

/** The login link that comes back to `path` (path + search of the current page). */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ [RETURN_TO_PARAM]: path })}`;
}
