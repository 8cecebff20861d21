import type { MessageAttachment } from '@app/shared/contracts';

// What a push notification says, in the member's language (en, fr; en for any other).

interface PushTexts {
  messageTitle: (name: string) => string;
  requestTitle: (name: string) => string;
  requestBody: string;
  attachment: Record<MessageAttachment['type'], string>;
  likeTitle: (name: string) => string;
  likeBody: string;
  matchTitle: string;
  matchBody: (name: string) => string;
}

const texts: Record<'en' | 'fr', PushTexts> = {
  en: {
    messageTitle: (name) => `New message from ${name}`,
    requestTitle: (name) => `${name} would like to chat with you`,
    requestBody: 'Read their message, then accept, decline, or simply reply.',
    attachment: { gift: 'Sent you a gift', photo: 'Sent you a photo', gif: 'Sent you a GIF' },
    likeTitle: (name) => `${name} likes you`,
    likeBody: 'Like them back and start a conversation.',
    matchTitle: 'It’s a match!',
    matchBody: (name) => `You and ${name} like each other. Say hello!`,
  },
  fr: {
    messageTitle: (name) => `Nouveau message de ${name}`,
    requestTitle: (name) => `${name} aimerait discuter avec vous`,
    requestBody: 'Lisez son message, puis acceptez, refusez ou répondez simplement.',
    attachment: {
      gift: 'Vous a envoyé un cadeau',
      photo: 'Vous a envoyé une photo',
      gif: 'Vous a envoyé un GIF',
    },
    likeTitle: (name) => `${name} vous a envoyé un like`,
    likeBody: 'Renvoyez-lui un like et lancez la conversation.',
    matchTitle: 'C’est un match !',
    matchBody: (name) => `${name} et vous vous plaisez mutuellement. Dites bonjour !`,
  },
};

export function pushTexts(language: string): PushTexts {
  return language.slice(0, 2) === 'fr' ? texts.fr : texts.en;
}

/** A notification's body holds a glance, not the whole message. */
export const PUSH_BODY_MAX_LENGTH = 140;

export function glance(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PUSH_BODY_MAX_LENGTH ? flat : `${flat.slice(0, PUSH_BODY_MAX_LENGTH - 1)}…`;
}
