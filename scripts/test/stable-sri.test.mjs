// The remote entry's chunk hashes in a stable order (issue 23 §3: the same sources, the same
// version).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  decodeMappings,
  encodeMappings,
  sortSriHashes,
  sortSriHashesInSourceMap,
} from '../../shared/build/stable-sri.mjs';

const minified = (order) =>
  `p.p="",p.sriHashes={${order.map((id) => `${id}:"sha384-h${id}+/="`).join(',')}},p.x=1;`;

it('writes the same entry whatever order the chunk hashes came in', () => {
  const one = sortSriHashes(minified([597, 160, 784, 492]));
  const two = sortSriHashes(minified([784, 492, 160, 597]));
  assert.equal(one, two);
  assert.equal(one, minified([160, 492, 597, 784]));
  assert.equal(one.length, minified([597, 160, 784, 492]).length);
  // The stylesheets' map alike.
  assert.equal(
    sortSriHashes('h.sriCssHashes={353:"sha384-b",8:"sha384-a"}'),
    'h.sriCssHashes={8:"sha384-a",353:"sha384-b"}',
  );
});

it('sorts the placeholders the source map quotes and drops its points inside the literal', () => {
  const runtime = (order) =>
    `__webpack_require__.sriHashes = {${order.map((id) => `${id}: "*-*-*-CHUNK-SRI-HASH-${id}"`).join(',')}};`;
  // Generated line 0: `p.sriHashes={…}` with points at columns 0, 13, 20 and 30 (the last after
  // the literal's end), all from source 1; line 1 one point.
  const code = `p.sriHashes={9:"sha384-a",10:"sha384-b"},q=1\nx`;
  const map = (order, mappings) =>
    JSON.stringify({
      version: 3,
      sources: ['a', 'b'],
      sourcesContent: ['x', runtime(order)],
      mappings,
    });
  const points = [
    [
      [0, 1, 0, 0],
      [13, 1, 0, 31],
      [20, 1, 0, 40],
      [42, 1, 0, 60],
    ],
    [[0, 1, 1, 0]],
  ];
  const mappings = encodeMappings(points);
  assert.deepEqual(decodeMappings(mappings), points);
  const given = map([10, 9], mappings);
  const sorted = JSON.parse(sortSriHashesInSourceMap(given, code));
  assert.equal(sorted.sourcesContent[1], runtime([9, 10]));
  // The points at 13 and 20 (on the literal's entries, columns 13–38) are gone; the others
  // still decode to where they were.
  assert.deepEqual(decodeMappings(sorted.mappings), [
    [
      [0, 1, 0, 0],
      [42, 1, 0, 60],
    ],
    [[0, 1, 1, 0]],
  ]);
  assert.equal(
    sortSriHashesInSourceMap(map([9, 10], mappings), code),
    sortSriHashesInSourceMap(given, code),
  );
});

it('leaves a text without a hash map as it is', () => {
  const text = 'var sriHashes={};p.a={b:1}';
  assert.equal(sortSriHashes(text), text);
  const map = JSON.stringify({ version: 3, sources: ['a'], mappings: 'AAAA,CAAC;AACA' });
  assert.equal(JSON.parse(sortSriHashesInSourceMap(map, 'x')).mappings, 'AAAA,CAAC;AACA');
});
