// `pnpm guarantees`: every guarantee of ../shared/RELIABILITY.md with the tests that prove it,
// from the table in docs/reliability.md (issue 46 §2). Fails — and `npm test` with it — when a
// guarantee has no test, when the table names a test its file does not hold (renamed, deleted),
// or when RELIABILITY.md has a guarantee the table does not list.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const TABLE = path.join(ROOT, 'docs', 'reliability.md');
const SPEC = path.join(ROOT, '..', 'shared', 'RELIABILITY.md');

/** The table's rows: number, guarantee, and the tests as { file, title }. */
export function readGuarantees(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    // Cells as written or as Prettier pads them.
    const row = /^\|\s*(\d+)\s*\|([^|]+)\|(.*)\|\s*$/.exec(line);
    if (!row) continue;
    const tests = row[3]
      .split('<br>')
      .map((cell) => cell.trim())
      .filter(Boolean)
      .map((cell) => {
        const named = /^`([^`]+)` › (.+)$/.exec(cell);
        return named ? { file: named[1], title: named[2] } : { file: null, title: cell };
      });
    rows.push({ number: Number(row[1]), guarantee: row[2].trim(), tests });
  }
  return rows;
}

/** What is wrong with the table: a guarantee without tests, a test its file does not hold. */
export function problemsOf(rows, { specNumbers, read }) {
  const problems = [];
  const listed = new Set(rows.map((row) => row.number));
  for (const number of specNumbers)
    if (!listed.has(number)) problems.push(`guarantee ${number}: not in the table`);
  for (const row of rows) {
    if (row.tests.length === 0) problems.push(`guarantee ${row.number}: no test`);
    for (const test of row.tests) {
      if (!test.file) {
        problems.push(`guarantee ${row.number}: "${test.title}" names no file`);
        continue;
      }
      const text = read(test.file);
      if (text === null) problems.push(`guarantee ${row.number}: ${test.file} does not exist`);
      else if (!text.includes(test.title))
        problems.push(`guarantee ${row.number}: ${test.file} has no test "${test.title}"`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readGuarantees(readFileSync(TABLE, 'utf8'));
  // The spec's numbered guarantees, where the spec sits beside the project (it does in CI).
  const specNumbers = existsSync(SPEC)
    ? [...readFileSync(SPEC, 'utf8').matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]))
    : [];
  const read = (file) => {
    const full = path.join(ROOT, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : null;
  };
  for (const row of rows) {
    console.log(`${String(row.number).padStart(2)}. ${row.guarantee}`);
    for (const test of row.tests) console.log(`      ${test.file} › ${test.title}`);
  }
  const problems = problemsOf(rows, { specNumbers, read });
  for (const problem of problems) console.error(`✖ ${problem}`);
  console.log(
    `${rows.length} guarantees, ${rows.reduce((n, row) => n + row.tests.length, 0)} tests` +
      (specNumbers.length ? ` (RELIABILITY.md lists ${specNumbers.length})` : ''),
  );
  process.exit(problems.length ? 1 : 0);
}
