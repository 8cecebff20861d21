// The registry's pure rules (issue 12): sticky assignment and its shares, candidate rules, the
// deploy gate's checks, and override tokens.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  missingFileReasons,
  originAllowed,
  originReasons,
  routeReasons,
  sharedReasons,
} from '../../../src/platform/remotes/gate';
import { readOverrides, signOverrides } from '../../../src/platform/remotes/override';
import {
  bucketOf,
  getsCandidate,
  meetsRules,
  type Audience,
} from '../../../src/platform/remotes/rollout';

const audience = (subject: string, more: Partial<Audience> = {}): Audience => ({
  subject,
  country: 'FR',
  niche: 1,
  premium: false,
  language: 'fr',
  ...more,
});
const channel = (percent: number, rules = {}) => ({
  candidate: 'v2',
  candidate_percent: percent,
  rules,
});

describe('rollout assignment', () => {
  it('puts a browser in the same bucket every time', () => {
    for (let i = 0; i < 50; i += 1)
      assert.equal(bucketOf('mf-chat', `visitor:${i}`), bucketOf('mf-chat', `visitor:${i}`));
  });

  it('gives each share to about that many browsers', () => {
    const subjects = Array.from({ length: 10_000 }, (_, i) => `visitor:${i}`);
    for (const percent of [1, 10, 50, 90]) {
      const got = subjects.filter((s) => getsCandidate('mf-chat', channel(percent), audience(s)));
      const share = (got.length / subjects.length) * 100;
      assert.ok(Math.abs(share - percent) < 1.5, `${percent}%: ${share.toFixed(2)}%`);
    }
    assert.equal(
      subjects.filter((s) => getsCandidate('mf-chat', channel(0), audience(s))).length,
      0,
    );
    assert.equal(
      subjects.filter((s) => getsCandidate('mf-chat', channel(100), audience(s))).length,
      subjects.length,
    );
  });

  it('keeps a browser in the candidate as its share grows', () => {
    const subjects = Array.from({ length: 2000 }, (_, i) => `member:${i}`);
    const at10 = subjects.filter((s) => getsCandidate('mf-chat', channel(10), audience(s)));
    const at50 = new Set(
      subjects.filter((s) => getsCandidate('mf-chat', channel(50), audience(s))),
    );
    assert.ok(at10.every((s) => at50.has(s)));
  });

  it('reaches independent slices for different remotes', () => {
    const subjects = Array.from({ length: 4000 }, (_, i) => `visitor:${i}`);
    const both = subjects.filter(
      (s) =>
        getsCandidate('mf-chat', channel(50), audience(s)) &&
        getsCandidate('mf-members', channel(50), audience(s)),
    );
    const share = both.length / subjects.length;
    assert.ok(share > 0.2 && share < 0.3, `both candidates: ${share}`);
  });

  it('offers the candidate only where every rule holds', () => {
    const someone = audience('visitor:x');
    assert.equal(meetsRules({}, someone), true);
    assert.equal(meetsRules({ countries: ['FR', 'BE'] }, someone), true);
    assert.equal(meetsRules({ countries: ['NL'] }, someone), false);
    assert.equal(meetsRules({ countries: ['FR'] }, { ...someone, country: null }), false);
    assert.equal(meetsRules({ niches: [2, 3] }, someone), false);
    assert.equal(meetsRules({ premium: true }, someone), false);
    assert.equal(meetsRules({ premium: false }, someone), true);
    assert.equal(meetsRules({ languages: ['en'] }, someone), false);
    assert.equal(meetsRules({ countries: ['FR'], languages: ['fr'], niches: [1] }, someone), true);
    assert.equal(getsCandidate('mf-chat', channel(100, { countries: ['NL'] }), someone), false);
  });
});

describe('deploy gate', () => {
  const shell = [
    { name: 'react', version: '19.1.0', singleton: true },
    { name: 'i18next', version: '25.2.1', singleton: false },
  ];

  it('accepts shared packages the shell provides at a fitting version', () => {
    assert.deepEqual(
      sharedReasons('mf-chat', shell, {
        react: { requiredVersion: '^19.0.0', singleton: true },
        i18next: { requiredVersion: '*', singleton: false },
      }),
      [],
    );
  });

  it('refuses a version outside the shell’s, a missing package, a singleton mismatch', () => {
    const reasons = sharedReasons('mf-chat', shell, {
      react: { requiredVersion: '^18.2.0', singleton: true },
      zustand: { requiredVersion: '^5.0.0', singleton: false },
      i18next: { requiredVersion: '^25.0.0', singleton: true },
    });
    assert.equal(reasons.length, 3);
    assert.match(reasons[0]!, /mf-chat needs react@\^18\.2\.0, the shell provides 19\.1\.0/);
    assert.match(reasons[1]!, /zustand, which the shell does not provide/);
    assert.match(reasons[2]!, /i18next is a singleton in mf-chat but not in the shell/);
    assert.deepEqual(
      sharedReasons('mf-chat', null, { x: { requiredVersion: '1', singleton: true } }),
      [],
    );
  });

  it('sees a route collision whatever its parameters are named', () => {
    const others = [
      { remote: 'mf-members', routes: [{ path: '/members/:id', layout: 'default' as const }] },
    ];
    assert.match(
      routeReasons('mf-chat', [{ path: '/members/:memberId', layout: 'default' }], others)[0]!,
      /the route \/members\/:memberId is already owned by mf-members/,
    );
    assert.deepEqual(
      routeReasons('mf-chat', [{ path: '/members/:id/chat', layout: 'default' }], others),
      [],
    );
    // A remote does not collide with itself.
    assert.deepEqual(
      routeReasons('mf-members', [{ path: '/members/:id', layout: 'default' }], others),
      [],
    );
  });

  it('allows only listed origins, with or without a port wildcard', () => {
    const allowed = ['http://localhost:*', 'https://cdn.example.com'];
    assert.equal(originAllowed('http://localhost:3105/mf-manifest.json', allowed), true);
    assert.equal(originAllowed('https://cdn.example.com/a/mf-manifest.json', allowed), true);
    assert.equal(originAllowed('https://cdn.example.com:8443/a.json', allowed), false);
    assert.equal(originAllowed('http://cdn.example.com/a.json', allowed), false);
    assert.equal(originAllowed('https://cdn.example.com.evil.io/a.json', allowed), false);
    assert.equal(originAllowed('not a url', allowed), false);
    assert.deepEqual(originReasons('/remotes/x/mf-manifest.json', 'auto', allowed), []);
    assert.equal(originReasons('https://evil.io/m.json', 'https://evil.io/', allowed).length, 2);
  });

  it('names the files a manifest needs that the build lacks', () => {
    assert.deepEqual(missingFileReasons(['a.js', 'b.js'], new Set(['a.js', 'b.js'])), []);
    assert.match(missingFileReasons(['a.js', 'b.js'], new Set(['a.js']))[0]!, /b\.js/);
  });
});

describe('override tokens', () => {
  const key = 'k'.repeat(43);
  const now = new Date('2026-11-24T12:00:00Z');
  const expires = new Date('2026-12-01T12:00:00Z');

  it('carries the overrides until they expire', () => {
    const token = signOverrides(key, { 'mf-chat': 'abc123' }, expires);
    assert.deepEqual(readOverrides(key, token, now), { 'mf-chat': 'abc123' });
    assert.equal(readOverrides(key, token, new Date('2026-12-01T12:00:01Z')), null);
  });

  it('refuses a token signed with another key, changed, or malformed', () => {
    const token = signOverrides(key, { 'mf-chat': 'abc123' }, expires);
    assert.equal(readOverrides('o'.repeat(43), token, now), null);
    const [body, signature] = token.split('.');
    const other = signOverrides(key, { 'mf-chat': 'zzz999' }, expires).split('.')[0];
    assert.equal(readOverrides(key, `${other}.${signature}`, now), null);
    assert.equal(
      readOverrides(
        key,
        `${body}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
        now,
      ),
      null,
    );
    assert.equal(readOverrides(key, body, now), null);
    assert.equal(readOverrides(key, undefined, now), null);
  });
});
