/**
 * What demo members answer (the demo responder), in each interface language. Server-side texts:
 * a reply is a message, stored as written, so it is written in the sender's language.
 */
export const DEMO_REPLIES: Record<'en' | 'fr', readonly string[]> = {
  en: [
    'Hi! Thanks for your message, it made my day 😊',
    'Haha, I like your style. Tell me more about yourself?',
    'That sounds lovely. What do you like to do on weekends?',
    'I was just thinking about getting a coffee. Are you a coffee or a tea person?',
    'You have a nice way with words. Where would you take me on a first date?',
    'Sorry, I was cooking! What are you up to tonight?',
  ],
  fr: [
    'Coucou ! Merci pour ton message, il a illuminé ma journée 😊',
    "Haha, j'aime bien ton style. Tu m'en dis plus sur toi ?",
    "Ça a l'air chouette. Qu'est-ce que tu aimes faire le week-end ?",
    'Je pensais justement aller prendre un café. Plutôt café ou thé ?',
    "Tu écris joliment. Où m'emmènerais-tu pour un premier rendez-vous ?",
    'Désolée, je cuisinais ! Tu fais quoi ce soir ?',
  ],
};
