// Ages are computed from birth dates (YYYY-MM-DD) in UTC, so every node agrees on them.

/** Age in whole years on `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

/**
 * The latest birth date of someone who is at least `age` on `today`. A 29 February that does
 * not exist in the target year becomes 28 February, which keeps this consistent with ageOn.
 */
export function latestBirthDateForAge(today: Date, age: number): string {
  const year = today.getUTCFullYear() - age;
  const month = today.getUTCMonth();
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDayOfMonth);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}
