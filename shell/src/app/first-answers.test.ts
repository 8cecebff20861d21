import { api, makeStore } from '@app/shared';
import { firstAnswerSeeder, readFirstAnswers } from './first-answers';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = 'app-first-answers';
  script.type = 'application/json';
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe("the first screen's inlined answers (issue 27 §1)", () => {
  it('are read once, and a malformed element gives none', () => {
    const doc = pageWith(
      '[{"endpoint":"tallyOf","args":{"n":1},"data":{"total":3}},{"endpoint":"","data":1},7]',
    );
    expect(readFirstAnswers(doc)).toEqual([
      { endpoint: 'tallyOf', args: { n: 1 }, data: { total: 3 } },
    ]);
    // Taken: a second read (a later visit to the page) finds nothing.
    expect(readFirstAnswers(doc)).toEqual([]);
    expect(readFirstAnswers(pageWith('[{"endpoint":'))).toEqual([]);
  });

  it("go into the API cache once their endpoint exists, under the page's own argument", () => {
    const store = makeStore();
    const seed = firstAnswerSeeder(store, [
      { endpoint: 'firstAnswerTally', args: { n: 1 }, data: { total: 3 } },
      { endpoint: 'firstAnswerNoArgs', args: null, data: { ok: true } },
    ]);
    seed(); // no such endpoints yet: kept for later
    const injected = api.injectEndpoints({
      endpoints: (build) => ({
        firstAnswerTally: build.query<{ total: number }, { n: number }>({
          query: ({ n }) => `tally.php?n=${n}`,
        }),
        firstAnswerNoArgs: build.query<{ ok: boolean }, void>({ query: () => 'ok.php' }),
      }),
    });
    seed();
    const state = store.getState();
    expect(injected.endpoints.firstAnswerTally.select({ n: 1 })(state).data).toEqual({ total: 3 });
    // `args: null` is the page's `undefined`.
    expect(injected.endpoints.firstAnswerNoArgs.select()(state).data).toEqual({ ok: true });
  });
});
