import { streamEventSchemas } from '../contracts/events';
import { toServerEvent } from './sse-transport';

const message = {
  id: 9,
  conversation_id: 4,
  from_me: false,
  text: 'Hi',
  attachment: null,
  sent_at: '2026-11-20T10:00:00.000Z',
  client_id: null,
  lang: 'en',
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
      'payment',
      { order_id: 7, status: 'paid', paid_user: true },
      { type: 'payment', orderId: 7, status: 'paid', paidUser: true },
    ],
    // A state the contract does not know is not guessed at.
    ['payment', { order_id: 7, status: 'teleported', paid_user: true }, null],
    ['like', { member_id: 3 }, { type: 'like' }],
    ['match', { member_id: '3' }, null],
    [
      'typing',
      { conversation_id: 4, member_id: 2 },
      { type: 'typing', conversationId: 4, memberId: 2 },
    ],
  ])('%s %p becomes %p', (type, data, expected) => {
    expect(toServerEvent(streamEventSchemas, type, data)).toEqual(expected);
  });
});
