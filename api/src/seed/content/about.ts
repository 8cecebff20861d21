// Building blocks for demo members' "about me" texts: an opening, a middle and a closing line.

export const ABOUT_TEXTS = {
  en: {
    openings: [
      'Easy-going and curious, always up for something new.',
      'Coffee first, adventures second.',
      'Down to earth with a good sense of humour.',
      'Weekend explorer, weekday dreamer.',
      'I laugh a lot, mostly at my own jokes.',
      'New in town and keen to meet nice people.',
      'Honest, a bit shy at first, then impossible to stop talking.',
      'Sunday mornings at the market are my happy place.',
    ],
    middles: [
      'I love long walks, good food and even better conversations.',
      'You will find me at concerts, in the kitchen or planning my next trip.',
      'I work hard, but I make time for the people who matter.',
      'Books, board games and the occasional spontaneous road trip.',
      'I am happiest outdoors, whatever the weather.',
      'Cooking for friends is my favourite way to spend an evening.',
      'Still looking for the best pizza in the city. Tips welcome.',
      'I dance badly but with great enthusiasm.',
    ],
    closings: [
      'Say hi if you want to know more!',
      'Looking for someone to share a laugh with.',
      'Let us see where a good chat takes us.',
      'Bonus points if you can recommend a good film.',
      'Not looking for perfect, just genuine.',
      'Send me your best travel story.',
    ],
  },
  fr: {
    openings: [
      'Toujours de bonne humeur et prêt·e pour de nouvelles aventures.',
      'Un café le matin, une balade le soir.',
      'Simple, sincère et plein d’humour.',
      'La vie, les voyages et les petits plaisirs.',
    ],
    middles: [
      'J’adore cuisiner pour mes amis et découvrir de nouveaux restaurants.',
      'Les week-ends, je pars marcher en montagne ou au bord de la mer.',
      'Cinéma, concerts et longues discussions autour d’un verre.',
      'Je voyage dès que je peux, la valise est toujours prête.',
    ],
    closings: [
      'Écris-moi si tu veux en savoir plus !',
      'À la recherche de quelqu’un de vrai.',
      'On commence par un café ?',
    ],
  },
} as const;
