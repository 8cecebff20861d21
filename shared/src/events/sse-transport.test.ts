import { toServerEvent } from './sse-transport';

describe('event stream messages', () => {
  it.each([
    ['message', { conversation_id: 4, message_id: 9 }, { type: 'message', conversationId: 4 }],
    [
      'read',
      { conversation_id: 4, reader_id: 2, read_up_to: 9 },
      { type: 'read', conversationId: 4 },
    ],
    ['chat_removed', { conversation_id: 4 }, { type: 'chat_removed', conversationId: 4 }],
    ['credits', { credits: 3 }, { type: 'credits' }],
    ['ready', {}, null],
    [
      'typing',
      { conversation_id: 4, member_id: 2 },
      { type: 'typing', conversationId: 4, memberId: 2 },
    ],
  ])('%s becomes %p', (type, data, expected) => {
    expect(toServerEvent(type, data)).toEqual(expected);
  });
});
