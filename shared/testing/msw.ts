import { setupServer } from 'msw/node';

/** A fake network for one test file: handlers are added per test and reset after each. */
export function setupMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
