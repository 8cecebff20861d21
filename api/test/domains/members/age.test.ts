import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ageOn, latestBirthDateForAge } from '../../../src/domains/members/age';

describe('member ages', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('counts whole years, turning a year older on the birthday', () => {
    assert.equal(ageOn('2000-06-15', day('2018-06-14')), 17);
    assert.equal(ageOn('2000-06-15', day('2018-06-15')), 18);
    assert.equal(ageOn('2000-02-29', day('2018-02-28')), 17);
    assert.equal(ageOn('2000-02-29', day('2018-03-01')), 18);
  });

  it('gives the birth-date bound that agrees with ageOn, also around 29 February', () => {
    for (const today of ['2024-02-29', '2023-02-28', '2023-03-01', '2024-12-31', '2025-01-01']) {
      for (const age of [18, 30, 99]) {
        const bound = latestBirthDateForAge(day(today), age);
        assert.ok(ageOn(bound, day(today)) >= age, `${today} ${age}: ${bound} is too young`);
        const dayAfter = new Date(Date.parse(`${bound}T00:00:00Z`) + 86_400_000)
          .toISOString()
          .slice(0, 10);
        assert.ok(
          ageOn(dayAfter, day(today)) < age,
          `${today} ${age}: ${dayAfter} is old enough too`,
        );
      }
    }
  });
});
