import assert from 'node:assert/strict';
import { it } from 'node:test';
import { localDay, memberTimeZone, nextLocalMidnight } from '../../../src/domains/likes/member-day';

it('a member day runs from their own midnight', () => {
  const at = new Date('2026-11-22T23:30:00Z');
  assert.equal(localDay(at, 'Europe/Amsterdam'), '2026-11-23');
  assert.equal(localDay(at, 'America/New_York'), '2026-11-22');
  assert.equal(nextLocalMidnight(at, 'Europe/Amsterdam').toISOString(), '2026-11-23T23:00:00.000Z');
  assert.equal(nextLocalMidnight(at, 'America/New_York').toISOString(), '2026-11-23T05:00:00.000Z');
  assert.equal(nextLocalMidnight(at, 'Pacific/Auckland').toISOString(), '2026-11-23T11:00:00.000Z');
});

it('keeps the right midnight across a change to or from summer time', () => {
  // Amsterdam moves to summer time on 29 March 2026: that midnight is still at +01:00,
  // the next one at +02:00.
  assert.equal(
    nextLocalMidnight(new Date('2026-03-29T12:00:00Z'), 'Europe/Amsterdam').toISOString(),
    '2026-03-29T22:00:00.000Z',
  );
  assert.equal(
    nextLocalMidnight(new Date('2026-03-28T12:00:00Z'), 'Europe/Amsterdam').toISOString(),
    '2026-03-28T23:00:00.000Z',
  );
  assert.equal(
    nextLocalMidnight(new Date('2026-10-25T12:00:00Z'), 'Europe/Amsterdam').toISOString(),
    '2026-10-25T23:00:00.000Z',
  );
});

it("falls back to the country's zone for a member without a known one", () => {
  assert.equal(memberTimeZone({ time_zone: null, country: 'FR' }), 'Europe/Paris');
  assert.equal(memberTimeZone({ time_zone: 'Not/AZone', country: 'NL' }), 'Europe/Amsterdam');
  assert.equal(memberTimeZone({ time_zone: 'Asia/Tokyo', country: 'NL' }), 'Asia/Tokyo');
  assert.equal(memberTimeZone({ time_zone: null, country: 'XX' }), 'UTC');
});
