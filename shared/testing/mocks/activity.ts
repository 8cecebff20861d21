import { http, HttpResponse } from 'msw';
import { chatsResponseSchema, likesResponseSchema } from '../../src/contracts/activity';
import { messageRequestCountSchema } from '../../src/contracts/message-requests';

/**
 * GET /api/chats.php, /api/likes.php and /api/message-request-count.php answering with this many
 * unread messages, new likes and message requests waiting.
 */
export function activityHandlers({ unread = 0, newLikes = 0, requestsWaiting = 0 } = {}) {
  return [
    http.get('*/api/message-request-count.php', () =>
      HttpResponse.json(messageRequestCountSchema.parse({ waiting: requestsWaiting })),
    ),
    http.get('*/api/chats.php', () =>
      HttpResponse.json(
        chatsResponseSchema.parse({
          chats: unread
            ? [
                {
                  conversation: { id: 1 },
                  profile: {
                    id: 2,
                    name: 'Eva',
                    main_image: null,
                    deleted: false,
                    verified: false,
                  },
                  num_unread_messages: unread,
                  request_status: null,
                  last_message: null,
                },
              ]
            : [],
        }),
      ),
    ),
    http.get('*/api/likes.php', () =>
      HttpResponse.json(
        likesResponseSchema.parse({
          profiles: [],
          liked_by: Array.from({ length: newLikes }, (_, i) => ({
            id: i + 10,
            name: `M${i}`,
            age: 30,
            city: 'Utrecht',
            main_image: null,
            like_new: true,
          })),
          matches: [],
        }),
      ),
    ),
  ];
}
