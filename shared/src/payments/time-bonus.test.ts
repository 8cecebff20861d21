import { methodsFor, TIME_BONUS_WINDOW_SECONDS } from '../contracts/payment-values';
import { aUser } from '../../testing';
import { formatCountdown, isMembersArea, timeBonusPossible } from './time-bonus';

describe('the time bonus (spec §4, §9)', () => {
  it.each([
    [14_400, '04:00:00'],
    [14_399, '03:59:59'],
    [3_661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
  ])('counts %p seconds down as %p', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('exists only for a logged-in member who has not paid, in the 4 hours after sign-up', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const signedUp = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
    expect(timeBonusPossible(aUser({ signup_date: signedUp(60) }), now)).toBe(true);
    expect(
      timeBonusPossible(aUser({ signup_date: signedUp(TIME_BONUS_WINDOW_SECONDS - 1) }), now),
    ).toBe(true);
    expect(
      timeBonusPossible(aUser({ signup_date: signedUp(TIME_BONUS_WINDOW_SECONDS) }), now),
    ).toBe(false);
    expect(timeBonusPossible(aUser({ signup_date: signedUp(60), paid_user: true }), now)).toBe(
      false,
    );
    expect(timeBonusPossible(null, now)).toBe(false);
  });

  it('lives in the members area only', () => {
    for (const path of [
      '/members',
      '/members/12',
      '/chats',
      '/chats/3',
      '/likes',
      '/likes/received',
      '/likes/sent',
      '/likes/matches',
      '/likes/m/4',
      '/premium',
    ])
      expect(isMembersArea(path)).toBe(true);
    for (const path of [
      '/',
      '/credits',
      '/settings',
      '/likes/bogus',
      '/members/12/chat',
      '/profile',
    ])
      expect(isMembersArea(path)).toBe(false);
  });
});

describe('payment methods by country and currency (spec §3)', () => {
  it('offers each country its own methods and the cards everywhere', () => {
    expect(methodsFor('NL', 'EUR')).toEqual(
      expect.arrayContaining(['ideal', 'sdd', 'visa', 'paypal']),
    );
    expect(methodsFor('NL', 'EUR')).not.toContain('bancontact');
    expect(methodsFor('BE', 'EUR')).toContain('bancontact');
    expect(methodsFor('PL', 'PLN')).toEqual(expect.arrayContaining(['blik', 'prezelewy24']));
    expect(methodsFor('PL', 'PLN')).not.toContain('sdd');
    expect(methodsFor('SE', 'SEK')).toContain('swish');
    expect(methodsFor('CH', 'CHF')).toContain('twint');
    expect(methodsFor('US', 'USD')).toEqual([
      'mastercard',
      'visa',
      'creditcard',
      'applepay',
      'maestro',
      'paypal',
    ]);
  });
});
