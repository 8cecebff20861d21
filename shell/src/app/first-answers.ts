import type { AppStore } from '@app/shared';
import { seedFirstAnswers } from '@app/shared/first-answers';
import type { FirstAnswer } from '@app/shared/contracts';

/**
 * The answers the server inlined for the first screen of the page (issue 27 §1), read once and
 * defensively: a page without them, or with a malformed element, simply asks the API.
 */
export function readFirstAnswers(doc: Document = document): FirstAnswer[] {
  const element = doc.getElementById('app-first-answers');
  if (!element?.textContent) return [];
  try {
    // Checked by hand: the contract's zod schema would bring zod into every page's first load.
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? parsed.filter(isFirstAnswer) : [];
  } catch {
    return [];
  } finally {
    // Taken once: a later visit to the same page asks for fresh answers.
    element.remove();
  }
}

/**
 * Puts each answer into the API cache as soon as its endpoint exists (a remote injects its
 * endpoints when its routes load), before the page that asks for it renders: its first render
 * then shows the answer. Each answer is used once.
 */
export function firstAnswerSeeder(store: AppStore, answers: FirstAnswer[]): () => void {
  let waiting = answers;
  return () => {
    waiting = seedFirstAnswers(store, waiting);
  };
}
function isFirstAnswer(value: unknown): value is FirstAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { endpoint } = value as { endpoint?: unknown };
  return typeof endpoint === 'string' && endpoint !== '' && 'data' in value;
}
