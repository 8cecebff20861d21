// Ages are computed from birth dates (YYYY-MM-DD) in UTC, so every node agrees on them.

/** Age in whole years on `today`. */
export function ageOn(birthDate: string, today: Date): number {
  // YYYY-MM-DD read by position: this runs for every card of every list.
  const year = Number(birthDate.slice(0, 4));
  const month = Number(birthDate.slice(5, 7));
  const day = Number(birthDate.slice(8, 10));
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
