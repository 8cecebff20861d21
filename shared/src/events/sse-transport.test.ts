import { toServerEvent } from './sse-transport';

const message = {
  id: 9,
  conversation_id: 4,
  from_me: false,
  text: 'Hi',
  attachment: null,
  sent_at: '2026-11-20T10:00:00.000Z',
  client_id: null,
};

describe('event stream messages', () => {
  it.each([
    [
      'message',
      { conversation_id: 4, message_id: 9, message },
      { type: 'message', conversationId: 4, message },
    ],
    // An event without the message: the client fetches the conversation instead.
    [
      'message',
      { conversation_id: 4, message_id: 9 },
      { type: 'message', conversationId: 4, message: null },
    ],
    [
      'read',
      { conversation_id: 4, read_up_to: 9, by_me: true },
      { type: 'read', conversationId: 4, readUpTo: 9, byMe: true },
    ],
    ['read', { conversation_id: 4 }, null],
    ['chat_removed', { conversation_id: 4 }, { type: 'chat_removed', conversationId: 4 }],
    ['chat_removed', { conversation_id: '4' }, null],
    ['credits', { credits: 3 }, { type: 'credits', credits: 3 }],
    ['credits', {}, { type: 'credits', credits: null }],
    ['ready', {}, null],
    [
      'typing',
      { conversation_id: 4, member_id: 2 },
      { type: 'typing', conversationId: 4, memberId: 2 },
    ],
  ])('%s %p becomes %p', (type, data, expected) => {
    expect(toServerEvent(type, data)).toEqual(expected);
  });
});
