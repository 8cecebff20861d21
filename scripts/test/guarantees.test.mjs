// The guarantee table cannot rot (issue 46 §2): a guarantee without a test, a test renamed or
// deleted, a guarantee RELIABILITY.md adds — each is a problem pnpm guarantees fails on.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { problemsOf, readGuarantees } from '../guarantees.mjs';

const table = [
  '| # | Guarantee | Tests |',
  '|---|---|---|',
  '| 1 | Credits | `a.test.ts` › 50 parallel paid actions<br>`b.test.ts` › a replay |',
  '| 2 | Sends | `a.test.ts` › renamed since |',
  '| 3 | Nothing yet |  |',
].join('\n');
const files = {
  'a.test.ts': "it('50 parallel paid actions', …)",
  'b.test.ts': "it('a replay', …)",
};
const read = (file) => files[file] ?? null;

it('reads each guarantee with its tests', () => {
  const rows = readGuarantees(table);
  assert.deepEqual(
    rows.map((row) => [row.number, row.tests.length]),
    [
      [1, 2],
      [2, 1],
      [3, 0],
    ],
  );
  assert.deepEqual(rows[0].tests[1], { file: 'b.test.ts', title: 'a replay' });
});

it('reads a table as Prettier pads it', () => {
  const padded = [
    '| #   | Guarantee | Tests                      |',
    '| --- | --------- | -------------------------- |',
    '| 1   | Credits   | `a.test.ts` › 50 parallel paid actions |',
    '| 12  | Access    |                            |',
  ].join('\n');
  assert.deepEqual(readGuarantees(padded), [
    {
      number: 1,
      guarantee: 'Credits',
      tests: [{ file: 'a.test.ts', title: '50 parallel paid actions' }],
    },
    { number: 12, guarantee: 'Access', tests: [] },
  ]);
});

it('fails on a guarantee without tests, a test its file does not hold, and one the spec adds', () => {
  const problems = problemsOf(readGuarantees(table), { specNumbers: [1, 2, 3, 4], read });
  assert.deepEqual(problems, [
    'guarantee 4: not in the table',
    'guarantee 2: a.test.ts has no test "renamed since"',
    'guarantee 3: no test',
  ]);
  const whole = readGuarantees(table).filter((row) => row.number === 1);
  assert.deepEqual(problemsOf(whole, { specNumbers: [1], read }), []);
});
