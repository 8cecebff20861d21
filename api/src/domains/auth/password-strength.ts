import { Worker } from 'node:worker_threads';
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

/**
 * How much of a password is scored: zxcvbn's work grows faster than the length (a 200-character
 * password took seconds). Whatever follows the first 64 characters can only add guesses, so a
 * password whose start is strong is strong.
 */
export const PASSWORD_SCORED_CHARS = 64;

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
      [...password].slice(0, PASSWORD_SCORED_CHARS).join(''),
      inputs.filter((input) => input.length >= 3),
    ).score < PASSWORD_MIN_SCORE
  );
}

/**
 * The thread the check runs on, started on first use and never keeping the process alive: the
 * event loop goes on serving every other request while a password is scored (issue 46 §1: a
 * burst of long passwords held /healthz for seconds). Built beside the server
 * (api/build.mjs); from the sources under tsx, the worker inherits its loader.
 */
let worker: Worker | null = null;
const waiting = new Map<number, { resolve: (weak: boolean) => void; reject: (e: Error) => void }>();
let nextTask = 0;

function strengthWorker(): Worker {
  if (worker) return worker;
  const source = import.meta.url.endsWith('.ts') ? '.ts' : '.mjs';
  const started = new Worker(new URL(`./password-strength-worker${source}`, import.meta.url));
  started.unref();
  started.on('message', ({ id, weak }: { id: number; weak: boolean }) => {
    waiting.get(id)?.resolve(weak);
    waiting.delete(id);
  });
  const fail = (error: Error) => {
    worker = null;
    for (const task of waiting.values()) task.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', () => fail(new Error('the password strength worker stopped')));
  worker = started;
  return started;
}

/** isWeakPassword, on the strength check's own thread. */
export function isWeakPasswordOffLoop(
  password: string,
  userInputs: readonly string[] = [],
): Promise<boolean> {
  const id = (nextTask += 1);
  const thread = strengthWorker();
  return new Promise<boolean>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Referenced while a check is under way, so a pending answer is never dropped at exit.
    thread.ref();
    thread.postMessage({ id, password, userInputs: [...userInputs] });
  }).finally(() => {
    if (waiting.size === 0) thread.unref();
  });
}

/** Refuses (400 `password_common`, naming the field) a password too common or easy to guess. */
export async function assertStrongPassword(
  password: string,
  userInputs: readonly string[],
  field: string,
): Promise<void> {
  if (await isWeakPasswordOffLoop(password, userInputs))
    throw new HttpError(
      400,
      errorCodes.password_common,
      'This password is too common or too easy to guess.',
      { field },
    );
}
