// RELIABILITY 6 (issue 46 §2): passwords are hashed with argon2id at OWASP's baseline or
// stronger, and any Unicode password of 8–128 characters round-trips, however it was typed.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import argon2 from 'argon2';
import { hashPassword, verifyPassword } from '../../../src/domains/auth/password';

it('hashes with argon2id, 19 MiB, 2 passes, 1 lane (or stronger), salted anew each time', async () => {
  const hash = await hashPassword('a long and quiet river');
  const match = /^\$argon2id\$v=19\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(hash);
  assert.ok(match, hash);
  const params = Object.fromEntries(
    match[1]!.split(',').map((pair) => [pair[0], Number(pair.slice(2))] as const),
  );
  assert.ok(params.m! >= 19_456 && params.t! >= 2 && params.p! >= 1, hash);
  assert.notEqual(await hashPassword('a long and quiet river'), hash);
});

it('round-trips any Unicode password of 8 to 128 characters, and refuses its neighbours', async () => {
  const passwords = [
    'héllo wörld',
    'пароль-надёжный',
    'كلمة السر الطويلة',
    '密码是一个很长的句子',
    '🦄🌈🔥💧🌍🎈🎵🎲',
    'tab\tand space ',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'.repeat(2),
    // 128 characters, each outside the Basic Multilingual Plane (two UTF-16 units).
    '😀'.repeat(128),
    'a'.repeat(8),
  ];
  for (const password of passwords) {
    const hash = await hashPassword(password);
    assert.equal(await verifyPassword(hash, password), true, password);
    assert.equal(await verifyPassword(hash, `${password}x`), false, password);
    assert.equal(await verifyPassword(hash, [...password].slice(1).join('')), false, password);
  }
});

it('takes a password typed decomposed as the one set composed, and the other way round', async () => {
  const composed = 'café crème brûlée';
  const decomposed = composed.normalize('NFD');
  assert.notEqual(composed, decomposed);
  assert.equal(await verifyPassword(await hashPassword(composed), decomposed), true);
  assert.equal(await verifyPassword(await hashPassword(decomposed), composed), true);
  // A hash made before passwords were normalised, of the decomposed form as typed then.
  const older = await argon2.hash(decomposed, { type: argon2.argon2id });
  assert.equal(await verifyPassword(older, decomposed), true);
  assert.equal(await verifyPassword('not a hash', composed), false);
});
