// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import owned from '../routes.json';
import './i18n';

const page = (name: 'ChatsPage' | 'ConversationPage' | 'MemberChatPage') => ({
  lazy: async () => ({ Component: (await import('./features/chats/chat-pages'))[name] }),
});

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/chats': page('ChatsPage'),
  '/chats/:id': page('ConversationPage'),
  '/members/:id/chat': page('MemberChatPage'),
});
