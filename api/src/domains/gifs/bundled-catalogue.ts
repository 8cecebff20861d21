/**
 * The GIFs the product ships with (the embedded default of the GIF search): animated images
 * under api/assets/gifs/, drawn by api/scripts/render-gifs.ts, each with English and French
 * search words and names. Ids carry a `b-` prefix so they never collide with a provider's.
 */
export interface BundledGif {
  id: string;
  /** Its name per language: the picker's alt text and tooltip (issue 25 §4: French in French). */
  title: { en: string; fr: string };
  tags: { en: string[]; fr: string[] };
}

export const BUNDLED_GIFS: readonly BundledGif[] = [
  {
    id: 'b-heartbeat',
    title: { en: 'Beating heart', fr: 'Cœur qui bat' },
    tags: { en: ['love', 'heart', 'crush', 'romance'], fr: ['amour', 'coeur', 'coup de coeur'] },
  },
  {
    id: 'b-hearts-rising',
    title: { en: 'Rising hearts', fr: 'Cœurs qui s’envolent' },
    tags: { en: ['love', 'hearts', 'sweet', 'xoxo'], fr: ['amour', 'coeurs', 'mignon', 'bisous'] },
  },
  {
    id: 'b-wave',
    title: { en: 'Waving hand', fr: 'Main qui salue' },
    tags: {
      en: ['hello', 'hi', 'hey', 'wave', 'bye'],
      fr: ['salut', 'bonjour', 'coucou', 'au revoir'],
    },
  },
  {
    id: 'b-laugh',
    title: { en: 'Laughing face', fr: 'Visage qui rit' },
    tags: { en: ['haha', 'lol', 'funny', 'laugh'], fr: ['mdr', 'drole', 'rire', 'haha'] },
  },
  {
    id: 'b-wink',
    title: { en: 'Winking face', fr: 'Clin d’œil' },
    tags: { en: ['wink', 'flirt', 'cheeky', 'smile'], fr: ['clin', 'oeil', 'flirt', 'sourire'] },
  },
  {
    id: 'b-kiss',
    title: { en: 'Kiss', fr: 'Bisou' },
    tags: { en: ['kiss', 'love', 'mwah', 'xoxo'], fr: ['bisou', 'baiser', 'amour', 'bisous'] },
  },
  {
    id: 'b-thumbs-up',
    title: { en: 'Thumbs up', fr: 'Pouce levé' },
    tags: { en: ['yes', 'ok', 'like', 'great', 'thumbs'], fr: ['oui', 'ok', 'super', 'bravo'] },
  },
  {
    id: 'b-sunrise',
    title: { en: 'Sunrise', fr: 'Lever de soleil' },
    tags: { en: ['good morning', 'morning', 'sun', 'sunny'], fr: ['bonjour', 'matin', 'soleil'] },
  },
  {
    id: 'b-good-night',
    title: { en: 'Moon and stars', fr: 'Lune et étoiles' },
    tags: {
      en: ['good night', 'night', 'sleep', 'moon'],
      fr: ['bonne nuit', 'nuit', 'dormir', 'lune'],
    },
  },
  {
    id: 'b-party',
    title: { en: 'Confetti', fr: 'Confettis' },
    tags: {
      en: ['party', 'celebrate', 'yay', 'congrats'],
      fr: ['fete', 'bravo', 'feliciter', 'youpi'],
    },
  },
  {
    id: 'b-fireworks',
    title: { en: 'Fireworks', fr: 'Feu d’artifice' },
    tags: {
      en: ['wow', 'amazing', 'fireworks', 'celebrate'],
      fr: ['waouh', 'incroyable', 'feu', 'artifice'],
    },
  },
  {
    id: 'b-coffee',
    title: { en: 'Steaming coffee', fr: 'Café fumant' },
    tags: {
      en: ['coffee', 'date', 'morning', 'drink'],
      fr: ['cafe', 'rendez-vous', 'matin', 'boire'],
    },
  },
  {
    id: 'b-cheers',
    title: { en: 'Cheers', fr: 'Trinquons' },
    tags: {
      en: ['cheers', 'wine', 'drink', 'date', 'toast'],
      fr: ['sante', 'vin', 'verre', 'trinquer'],
    },
  },
  {
    id: 'b-sad',
    title: { en: 'Crying face', fr: 'Visage qui pleure' },
    tags: {
      en: ['sad', 'cry', 'miss you', 'sorry'],
      fr: ['triste', 'pleurer', 'tu me manques', 'desole'],
    },
  },
  {
    id: 'b-thinking',
    title: { en: 'Question marks', fr: 'Points d’interrogation' },
    tags: {
      en: ['what', 'hmm', 'thinking', 'question'],
      fr: ['quoi', 'hmm', 'reflechir', 'question'],
    },
  },
  {
    id: 'b-blush',
    title: { en: 'Blushing face', fr: 'Visage qui rougit' },
    tags: {
      en: ['blush', 'shy', 'cute', 'thank you'],
      fr: ['rougir', 'timide', 'mignon', 'merci'],
    },
  },
];
