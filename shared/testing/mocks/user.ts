import { http, HttpResponse } from 'msw';
import {
  logoutResponseSchema,
  userResponseSchema,
  userSchema,
  type User,
} from '../../src/contracts/user';

// The member (GET, POST, PUT /api/user.php, GET /api/logout.php): fixtures and handlers are
// parsed by the wire contracts, so a contract change fails the front-end tests too.

/** A member as GET /api/user.php returns one; override what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 1,
    email: 'demo@amora.test',
    status: 'active',
    credits: 25,
    held_credits: 0,
    who_may_write: 'everyone',
    new_accounts_at_once: false,
    paid_user: false,
    signup_date: '2026-01-01T10:00:00.000Z',
    language: 'en',
    notifications_disabled: [],
    profile: { id: 1, name: 'Demo', country: 'NL', main_image: null, status: 'active' },
    ...overrides,
  });
}

/** A `{ user }` answer, checked against the contract. */
export const userAnswer = (user: User | null) =>
  HttpResponse.json(userResponseSchema.parse({ user }));

/** GET /api/user.php answering with this member (or a visitor). */
export const currentUserHandler = (user: User | null = aUser()) =>
  http.get('*/api/user.php', () => userAnswer(user));

/** GET /api/logout.php; `onLogout` sees each call. */
export const logoutHandler = (onLogout: () => void = () => {}) =>
  http.get('*/api/logout.php', () => {
    onLogout();
    return HttpResponse.json(logoutResponseSchema.parse({ ok: true }));
  });
