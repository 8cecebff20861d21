import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** A fake network for one test file: handlers are added per test and reset after each. */
export function setupMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** GET /api/chats.php and /api/likes.php answering with this many unread messages and new likes. */
export function activityHandlers({ unread = 0, newLikes = 0 } = {}) {
  return [
    http.get('*/api/chats.php', () =>
      HttpResponse.json({
        chats: unread
          ? [
              {
                conversation: { id: 1 },
                profile: { id: 2, name: 'Eva', main_image: null },
                num_unread_messages: unread,
                last_message: null,
              },
            ]
          : [],
      }),
    ),
    http.get('*/api/likes.php', () =>
      HttpResponse.json({
        profiles: [],
        liked_by: Array.from({ length: newLikes }, (_, i) => ({
          id: i + 10,
          name: `M${i}`,
          main_image: null,
          like_new: true,
        })),
      }),
    ),
  ];
}
