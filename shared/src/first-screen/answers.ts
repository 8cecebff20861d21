// The kernel by its name, like every bundled module (ADR 0005).
import { api, type AppStore } from '@app/shared';
import type { FirstAnswer } from '../contracts';

/**
 * Puts the first screen's answers (issue 27 §1) into the API cache, each under its endpoint and
 * the page's argument (`args: null` stands for "no argument"), as the page's own queries would
 * have: the same in the browser (the shell) and on the server (the first-screen renderers).
 * Only answers whose endpoint exists are taken; the others are returned, for later.
 */
export function seedFirstAnswers(store: AppStore, answers: FirstAnswer[]): FirstAnswer[] {
  const endpoints = api.endpoints as Record<string, unknown>;
  const ready = answers.filter((answer) => answer.endpoint in endpoints);
  if (ready.length > 0) {
    // The endpoints are the remotes', unknown to the kernel's types.
    const upsert = api.util.upsertQueryEntries as unknown as (
      entries: { endpointName: string; arg: unknown; value: unknown }[],
    ) => Parameters<AppStore['dispatch']>[0];
    store.dispatch(
      upsert(
        ready.map((answer) => ({
          endpointName: answer.endpoint,
          arg: answer.args ?? undefined,
          value: answer.data,
        })),
      ),
    );
  }
  return answers.filter((answer) => !ready.includes(answer));
}
