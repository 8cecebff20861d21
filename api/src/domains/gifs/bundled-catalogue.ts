/**
 * The GIFs the product ships with (the embedded default of the GIF search): animated images
 * under api/assets/gifs/, drawn by api/scripts/render-gifs.ts, each with English and French
 * search words. Ids carry a `b-` prefix so they never collide with a provider's.
 */
export interface BundledGif {
  id: string;
  title: string;
  tags: { en: string[]; fr: string[] };
}

export const BUNDLED_GIFS: readonly BundledGif[] = [
  {
    id: 'b-heartbeat',
    title: 'Beating heart',
    tags: { en: ['love', 'heart', 'crush', 'romance'], fr: ['amour', 'coeur', 'coup de coeur'] },
  },
  {
    id: 'b-hearts-rising',
    title: 'Rising hearts',
    tags: { en: ['love', 'hearts', 'sweet', 'xoxo'], fr: ['amour', 'coeurs', 'mignon', 'bisous'] },
  },
  {
    id: 'b-wave',
    title: 'Waving hand',
    tags: {
      en: ['hello', 'hi', 'hey', 'wave', 'bye'],
      fr: ['salut', 'bonjour', 'coucou', 'au revoir'],
    },
  },
  {
    id: 'b-laugh',
    title: 'Laughing face',
    tags: { en: ['haha', 'lol', 'funny', 'laugh'], fr: ['mdr', 'drole', 'rire', 'haha'] },
  },
  {
    id: 'b-wink',
    title: 'Winking face',
    tags: { en: ['wink', 'flirt', 'cheeky', 'smile'], fr: ['clin', 'oeil', 'flirt', 'sourire'] },
  },
  {
    id: 'b-kiss',
    title: 'Kiss',
    tags: { en: ['kiss', 'love', 'mwah', 'xoxo'], fr: ['bisou', 'baiser', 'amour', 'bisous'] },
  },
  {
    id: 'b-thumbs-up',
    title: 'Thumbs up',
    tags: { en: ['yes', 'ok', 'like', 'great', 'thumbs'], fr: ['oui', 'ok', 'super', 'bravo'] },
  },
  {
    id: 'b-sunrise',
    title: 'Sunrise',
    tags: { en: ['good morning', 'morning', 'sun', 'sunny'], fr: ['bonjour', 'matin', 'soleil'] },
  },
  {
    id: 'b-good-night',
    title: 'Moon and stars',
    tags: {
      en: ['good night', 'night', 'sleep', 'moon'],
      fr: ['bonne nuit', 'nuit', 'dormir', 'lune'],
    },
  },
  {
    id: 'b-party',
    title: 'Confetti',
    tags: {
      en: ['party', 'celebrate', 'yay', 'congrats'],
      fr: ['fete', 'bravo', 'feliciter', 'youpi'],
    },
  },
  {
    id: 'b-fireworks',
    title: 'Fireworks',
    tags: {
      en: ['wow', 'amazing', 'fireworks', 'celebrate'],
      fr: ['waouh', 'incroyable', 'feu', 'artifice'],
    },
  },
  {
    id: 'b-coffee',
    title: 'Steaming coffee',
    tags: {
      en: ['coffee', 'date', 'morning', 'drink'],
      fr: ['cafe', 'rendez-vous', 'matin', 'boire'],
    },
  },
  {
    id: 'b-cheers',
    title: 'Cheers',
    tags: {
      en: ['cheers', 'wine', 'drink', 'date', 'toast'],
      fr: ['sante', 'vin', 'verre', 'trinquer'],
    },
  },
  {
    id: 'b-sad',
    title: 'Crying face',
    tags: {
      en: ['sad', 'cry', 'miss you', 'sorry'],
      fr: ['triste', 'pleurer', 'tu me manques', 'desole'],
    },
  },
  {
    id: 'b-thinking',
    title: 'Question marks',
    tags: {
      en: ['what', 'hmm', 'thinking', 'question'],
      fr: ['quoi', 'hmm', 'reflechir', 'question'],
    },
  },
  {
    id: 'b-blush',
    title: 'Blushing face',
    tags: {
      en: ['blush', 'shy', 'cute', 'thank you'],
      fr: ['rougir', 'timide', 'mignon', 'merci'],
    },
  },
];
