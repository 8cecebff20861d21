import type { PageText } from './page-text';

// Les pages du produit en français, pour un site qui n’a pas écrit les siennes (mêmes valeurs
// entre doubles accolades que defaults-en.ts).

export const PAGES_FR: Record<string, PageText> = {
  terms: {
    title: 'Conditions générales',
    sections: [
      {
        paragraphs: [
          'Ces conditions s’appliquent à toute utilisation de {{site}}, un service de {{company}}, {{address}} (registre du commerce {{kvk}}). Version du {{terms_date}}.',
        ],
      },
      {
        heading: 'Qui peut s’inscrire',
        paragraphs: [
          '{{site}} est réservé aux adultes. En créant un compte, vous confirmez avoir 18 ans ou plus et que la loi de votre pays vous permet d’utiliser un service de rencontre.',
          'Vous n’avez qu’un compte, avec des informations exactes vous concernant. Vos identifiants sont personnels.',
        ],
      },
      {
        heading: 'Crédits et premium',
        paragraphs: [
          'L’envoi d’un message coûte {{message_credits}} crédits ; les cadeaux et les photos coûtent les crédits indiqués à côté. Les crédits s’achètent par lots et n’expirent pas tant que votre compte existe.',
          'Tout achat fait de vous un membre premium : toutes les photos et des conversations illimitées. Les prix incluent la TVA et sont affichés avant le paiement.',
          'Vous pouvez vous rétracter d’un achat dans un délai de {{refund_days}} jours tant que vous n’avez pas utilisé ses crédits ; voir la politique de retour.',
        ],
      },
      {
        heading: 'Profils fictifs',
        paragraphs: [
          'Certains profils sont des {{fictional_plural}}, animés par notre équipe pour le divertissement. Ils sont signalés comme tels là où le site les montre. Vous ne pouvez pas les rencontrer.',
        ],
      },
      {
        heading: 'Votre comportement',
        paragraphs: [
          'Soyez respectueux. Le harcèlement, les menaces, la haine, le spam, les demandes d’argent et tout contenu impliquant des mineurs sont interdits et entraînent une exclusion (voir la politique d’exclusion). Signalez tout abus depuis le profil du membre ou la conversation.',
        ],
      },
      {
        heading: 'Fermer votre compte',
        paragraphs: [
          'Vous pouvez supprimer votre compte à tout moment dans les paramètres. Il est conservé 14 jours au cas où vous changeriez d’avis, puis effacé. Les crédits non utilisés sont perdus à l’effacement.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions ou réclamations : {{support_email}} ou {{support_phone}}.'],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    sections: [
      {
        paragraphs: [
          '{{company}} exploite {{site}} et est responsable de vos données personnelles. Nous ne les utilisons que pour faire fonctionner le service auquel vous vous êtes inscrit.',
        ],
      },
      {
        heading: 'Ce que nous conservons',
        paragraphs: [
          'Votre adresse e-mail, votre mot de passe (sous forme d’empreinte irréversible), votre profil (nom, date de naissance, genre, pays, région, les détails et photos que vous ajoutez), vos messages, likes et achats, ainsi que les données techniques nécessaires à la sécurité (adresses, navigateur).',
        ],
      },
      {
        heading: 'Pourquoi',
        paragraphs: [
          'Pour montrer votre profil aux autres membres, remettre vos messages, traiter les paiements, envoyer les e-mails et notifications que vous avez choisis, prévenir la fraude et les abus, et respecter nos obligations légales (comptabilité).',
        ],
      },
      {
        heading: 'Qui les voit',
        paragraphs: [
          'Les autres membres voient votre profil et les messages que vous leur envoyez. Les prestataires de paiement voient ce qu’il leur faut pour encaisser un paiement. Nous ne vendons jamais vos données.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez consulter, corriger, exporter ou effacer vos données. Vous en modifiez la plupart vous-même dans votre profil et vos paramètres ; la suppression du compte les efface après 14 jours. Pour le reste, écrivez à {{support_email}}. Vous pouvez aussi saisir votre autorité de protection des données.',
        ],
      },
      {
        heading: 'Quand votre compte est effacé',
        paragraphs: [
          'Votre adresse e-mail, votre mot de passe, votre profil, vos photos, vos centres d’intérêt, likes, matchs, blocages, appareils, sessions, mots masqués et les e-mails que nous vous avons envoyés sont supprimés définitivement, de même que vos demandes de message et les messages que l’autre membre n’a jamais reçus.',
          'Deux choses restent, sans votre nom, votre adresse ni vos photos. Les messages que vous avez envoyés et qui ont été remis restent dans les conversations des membres à qui vous avez écrit : ce sont leur copie de leur propre conversation. Vos commandes, paiements et votre relevé de crédits sont gardés aussi longtemps que la loi comptable l’exige, sous un simple numéro de compte.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Politique relative aux cookies',
    sections: [
      {
        paragraphs: [
          '{{site}} n’utilise que les cookies nécessaires à son fonctionnement. Aucun cookie publicitaire ou de pistage.',
        ],
      },
      {
        heading: 'Les cookies',
        items: [
          'auth.session — vous garde connecté, jusqu’à 30 jours.',
          'locale — retient la langue choisie, pendant un an.',
          'device — un nombre aléatoire propre à ce navigateur, jusqu’à 400 jours, posé à l’inscription ou à la connexion : il empêche les comptes fermés pour non-respect des règles de revenir sans être vus.',
          'traffic_source — retient, le temps de votre visite, la campagne qui vous a amené, afin de lui attribuer une inscription.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Dans votre navigateur',
        paragraphs: [
          'Le site retient aussi dans votre navigateur que vous avez passé l’avertissement d’âge et les messages que vous avez fermés et, si vous installez l’application, garde ses propres fichiers pour une utilisation hors ligne.',
        ],
      },
    ],
  },
  ban: {
    title: 'Politique d’exclusion',
    sections: [
      {
        paragraphs: [
          'Pour que {{site}} reste agréable et sûr, les comptes qui enfreignent les règles ci-dessous sont fermés sans préavis. Les crédits d’un compte exclu ne sont pas remboursés.',
        ],
      },
      {
        heading: 'Motifs d’exclusion',
        items: [
          'Avoir moins de 18 ans, ou tout contenu impliquant des mineurs.',
          'Harcèlement, menaces, propos haineux ou discriminatoires.',
          'Demander de l’argent, des coordonnées bancaires ou des cadeaux à d’autres membres.',
          'Spam, publicité, ou renvoi vers d’autres sites.',
          'Fausse identité, photos volées, ou plus d’un compte.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Si vous pensez que nous nous sommes trompés',
        paragraphs: ['Écrivez à {{support_email}} ; une personne examine chaque demande.'],
      },
    ],
  },
  'return-policy': {
    title: 'Politique de retour',
    sections: [
      {
        paragraphs: [
          'Vous pouvez annuler un achat dans les {{refund_days}} jours qui suivent, tant que vous n’avez utilisé aucun de ses crédits. Nous remboursons l’intégralité du montant sur le moyen de paiement utilisé sous 14 jours.',
        ],
      },
      {
        heading: 'Comment annuler',
        paragraphs: [
          'Écrivez à {{support_email}} en indiquant le numéro de commande de votre reçu, ou utilisez le formulaire de réclamation. Dès que vous utilisez des crédits d’un lot, vous demandez l’exécution immédiate du service et le droit d’annuler ce lot prend fin.',
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    sections: [
      {
        heading: 'L’inscription est-elle gratuite ?',
        paragraphs: [
          'Oui. Créer un profil, chercher et envoyer des likes est gratuit. Les messages coûtent des crédits, achetés par lots.',
        ],
      },
      {
        heading: 'Pourquoi ne vois-je pas toutes les photos ?',
        paragraphs: [
          'Les membres gratuits voient la photo principale de chaque membre. Tout achat vous rend premium et affiche toutes les photos.',
        ],
      },
      {
        heading: 'Comment être averti des messages ?',
        paragraphs: [
          'Par e-mail (à choisir dans les paramètres de notification) et, sur téléphone ou ordinateur, en activant les notifications ; installer l’application l’ajoute à votre écran d’accueil.',
        ],
      },
      {
        heading: 'Comment empêcher quelqu’un de m’écrire ?',
        paragraphs: [
          'Ouvrez son profil ou votre conversation et choisissez Bloquer. Cette personne ne peut plus vous voir ni vous écrire. Vous pouvez aussi la signaler.',
        ],
      },
      {
        heading: 'Comment supprimer mon compte ?',
        paragraphs: ['Dans les paramètres. Vous avez 14 jours pour changer d’avis.'],
      },
    ],
  },
  service: {
    title: 'Service client',
    sections: [
      {
        paragraphs: [
          'Nous sommes là pour vous aider avec votre compte, vos paiements ou tout ce qui ne fonctionne pas comme prévu.',
        ],
      },
      {
        heading: 'Nous joindre',
        items: ['E-mail : {{support_email}}', 'Téléphone : {{support_phone}}'],
        paragraphs: ['Nous répondons aux e-mails sous un jour ouvré.'],
      },
      {
        heading: 'Société',
        paragraphs: ['{{company}}, {{address}}. Registre du commerce {{kvk}}.'],
      },
    ],
  },
  safety: {
    title: 'Centre de sécurité',
    sections: [
      {
        paragraphs: [
          'Ce que {{site}} fait pour votre sécurité, ce que vous pouvez faire vous-même, et où trouver de l’aide.',
        ],
      },
      {
        heading: 'Ce que nous faisons',
        items: [
          'Chaque photo est réencodée à l’envoi\u00a0: sa position et les données de l’appareil sont supprimées.',
          'Chaque photo est examinée sur nos propres serveurs pour détecter la nudité (elle n’est envoyée nulle part ailleurs). Une photo de conversation qui peut contenir de la nudité arrive floutée\u00a0: vous choisissez de la voir, ou de signaler ou bloquer son expéditeur, qui en est averti avant l’envoi. Une photo de profil qui peut contenir de la nudité est vue par nos modérateurs avant tout le monde.',
          'Les photos de profil et les membres signalés sont examinés par nos modérateurs\u00a0; vous êtes informé de la suite donnée à votre signalement.',
          'Les profils animés par notre équipe sont marqués comme {{fictional_plural}} partout où ils apparaissent.',
          'Les mots de passe courants ou divulgués sont refusés, et la connexion est protégée contre les tentatives répétées.',
          'Une connexion depuis un nouvel appareil ou un nouveau pays vous est aussitôt signalée par e-mail.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Qui peut vous écrire',
        items: [
          'Le premier message d’un membre avec qui vous n’avez pas de match arrive comme une demande, dans l’onglet Demandes de vos messages : acceptez-la, refusez-la ou bloquez son auteur. Elle ne lui coûte rien tant que vous ne l’acceptez pas.',
          'Dans les paramètres, choisissez qui peut vous écrire : tout le monde, seulement les membres vérifiés, ou seulement vos matchs.',
          'Les premiers messages des comptes de moins d’un jour vous parviennent quand le compte a un jour ; un compte qui envoie beaucoup de messages semblables est retenu pour nos modérateurs.',
          'Mots masqués : listez les mots et emojis que vous ne voulez jamais voir. Les messages qui en contiennent vont dans l’onglet Masqués, sans que l’expéditeur le sache.',
          'Avant l’envoi d’un message aux mots blessants, son auteur se voit demander « Vous êtes sûr(e) ? ». S’il l’envoie quand même, on vous demande « Cela vous dérange ? », avec Signaler et Bloquer à portée de main.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Membres vérifiés',
        items: [
          'Sur votre page de profil, «\u00a0Vérifier mes photos\u00a0» vous demande de prendre un court selfie en tournant la tête comme indiqué. Nos propres serveurs comparent votre visage avec vos photos de profil\u00a0; s’ils correspondent, un badge apparaît sur votre profil, vos cartes et vos conversations. Un cas douteux est examiné par une personne de notre équipe.',
          'Votre selfie ne sert qu’à cette vérification\u00a0: il n’est jamais montré aux autres membres et il est supprimé une fois la décision prise.',
          'Dans la recherche, cochez «\u00a0Membres vérifiés uniquement\u00a0»\u00a0; dans les réglages, vous pouvez n’accepter les messages que des membres vérifiés.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Signaler et bloquer',
        paragraphs: [
          'Sur un profil ou dans une conversation, choisissez Signaler pour prévenir nos modérateurs d’un faux profil, d’un harcèlement, de spam, d’une demande d’argent ou de tout ce qui enfreint les règles. Choisissez Bloquer et ce membre ne pourra plus vous voir ni vous écrire\u00a0; vous pouvez le débloquer dans les paramètres.',
        ],
      },
      {
        heading: 'Votre compte',
        paragraphs: [
          'Dans les paramètres, «\u00a0Où vous êtes connecté\u00a0» liste chaque appareil où votre compte est ouvert. Déconnectez ceux que vous ne reconnaissez pas, puis changez votre mot de passe. Ne communiquez jamais votre mot de passe ni les codes que nous vous envoyons.',
        ],
      },
      {
        heading: 'Rencontrer quelqu’un',
        items: [
          'N’envoyez jamais d’argent ni vos coordonnées bancaires à une personne rencontrée en ligne, quelle que soit son histoire.',
          'Rencontrez-vous dans un lieu public, dites à un proche où vous allez et avec qui, et prévoyez votre propre retour.',
          'Fiez-vous à votre instinct\u00a0: partez dès que vous vous sentez mal à l’aise.',
        ],
        paragraphs: [],
      },
      {
        heading: 'De l’aide',
        paragraphs: [
          'En danger immédiat\u00a0: appelez le numéro d’urgence de votre pays (112 partout en Europe, 911 aux États-Unis).',
        ],
        items: [
          'Pays-Bas\u00a0: Slachtofferhulp Nederland, 0900 0101',
          'Belgique\u00a0: ligne d’écoute violences, 1712',
          'France\u00a0: Violences Femmes Info, 3919',
          'Allemagne\u00a0: Hilfetelefon Gewalt gegen Frauen, 08000 116 016',
          'Royaume-Uni\u00a0: National Domestic Abuse Helpline (Refuge), 0808 2000 247',
          'États-Unis\u00a0: RAINN (agressions sexuelles), 800 656 4673\u00a0; ligne de crise, 988',
          'Notre service client\u00a0: {{support_email}}',
        ],
      },
    ],
  },
};
