import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as french from '@zxcvbn-ts/language-fr';
import { errorCodes } from '@app/shared/contracts';
import { HttpError } from '../../http/errors';

/**
 * Passwords too common or too easy to guess are refused (issue 29 §4, ASVS 5.0 V6.2): zxcvbn-ts
 * with the breached-password list and the English and French dictionaries its packages ship —
 * the check runs here, nothing is sent anywhere. Scores 0 and 1 ("too guessable", "very
 * guessable": under about 10⁶ guesses) are refused; 2 and above pass, so a long passphrase of
 * ordinary words is welcome.
 */
export const PASSWORD_MIN_SCORE = 2;

let ready = false;
function options() {
  if (ready) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
  });
  ready = true;
}

/**
 * Whether a password is too common or too easy to guess, knowing the member's own words (their
 * address and name count as known: "anna1990" is weak for Anna).
 */
export function isWeakPassword(password: string, userInputs: readonly string[] = []): boolean {
  options();
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]);
  return (
    zxcvbn(
      password,
      inputs.filter((input) => input.length >= 3),
    ).score < PASSWORD_MIN_SCORE
  );
}

/** Refuses (400 `password_common`, naming the field) a password too common or easy to guess. */
export function assertStrongPassword(
  password: string,
  userInputs: readonly string[],
  field: string,
): void {
  if (isWeakPassword(password, userInputs))
    throw new HttpError(
      400,
      errorCodes.password_common,
      'This password is too common or too easy to guess.',
      { field },
    );
}
