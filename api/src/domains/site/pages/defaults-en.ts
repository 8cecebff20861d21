import type { PageText } from './page-text';

// The product's own static pages in English, for a site that has not written its own. Values in
// double braces are the site's: {{site}}, {{company}}, {{address}}, {{kvk}}, {{support_email}},
// {{support_phone}}, {{refund_days}}, {{terms_date}}, {{fictional_plural}}, {{message_credits}}.

export const PAGES_EN: Record<string, PageText> = {
  terms: {
    title: 'Terms and conditions',
    sections: [
      {
        paragraphs: [
          'These terms apply to every use of {{site}}, a service of {{company}}, {{address}} (Chamber of Commerce {{kvk}}). Version of {{terms_date}}.',
        ],
      },
      {
        heading: 'Who may join',
        paragraphs: [
          '{{site}} is for adults only. By creating an account you confirm that you are 18 or older and that the laws of your country allow you to use a dating service.',
          'You keep one account, with true information about yourself. Your login is personal.',
        ],
      },
      {
        heading: 'Credits and premium',
        paragraphs: [
          'Sending a message costs {{message_credits}} credits; gifts and photos cost the credits shown next to them. Credits are bought in bundles and do not expire while your account exists.',
          'Buying any bundle makes you a premium member, which unlocks every photo and unlimited conversations. Prices include VAT and are shown before you pay.',
          'You may withdraw from a purchase within {{refund_days}} days as long as you have not used its credits; see the return policy.',
        ],
      },
      {
        heading: 'Fictional profiles',
        paragraphs: [
          'Some profiles are {{fictional_plural}}, run by our team for entertainment. They are marked as such where the site shows them. You cannot meet them in person.',
        ],
      },
      {
        heading: 'Your behaviour',
        paragraphs: [
          'Be respectful. Harassment, threats, hate, spam, requests for money, and content involving minors are forbidden and lead to a ban (see the ban policy). Report anything that breaks these rules from the member’s profile or the conversation.',
        ],
      },
      {
        heading: 'Ending your account',
        paragraphs: [
          'You can delete your account at any time in the settings. It is kept for 14 days in case you change your mind, then erased. Unused credits are lost when the account is erased.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions or complaints: {{support_email}} or {{support_phone}}.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    sections: [
      {
        paragraphs: [
          '{{company}} runs {{site}} and is responsible for your personal data. We use it only to run the service you signed up for.',
        ],
      },
      {
        heading: 'What we keep',
        paragraphs: [
          'Your e-mail address, password (stored as a one-way hash), profile (name, birth date, gender, country, region, the details and photos you add), your messages, likes and purchases, and the technical data a web server needs (addresses, browser) for security.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To show your profile to other members, deliver your messages, process payments, send the e-mails and notifications you chose, prevent fraud and abuse, and meet our legal duties (bookkeeping).',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Other members see your profile and the messages you send them. Payment providers see what they need to take a payment. We never sell your data.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may see, correct, export or erase your data. Most of it you can change yourself in your profile and settings; deleting your account erases it after 14 days. For anything else write to {{support_email}}. You may also complain to your data protection authority.',
        ],
      },
      {
        heading: 'When your account is erased',
        paragraphs: [
          'Your e-mail address, password, profile, photos, interests, likes, matches, blocks, devices, sessions, hidden words and the mails we sent you are deleted for good, and so are your message requests and the messages the other member never received.',
          'Two things stay, without your name, address or photos. The messages you sent that were delivered stay in the conversations of the members you wrote to: they are those members’ copy of their own conversation. Your orders, payments and credits ledger stay for as long as bookkeeping law requires, under an account number only.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    sections: [
      {
        paragraphs: [
          '{{site}} uses only the cookies it needs to work. There are no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'The cookies',
        items: [
          'auth.session — keeps you logged in, for up to 30 days.',
          'locale — remembers the language you chose, for a year.',
          'device — a random number for this browser, for up to 400 days, set when you sign up or log in: it keeps accounts that were closed for breaking the rules from coming back unseen.',
          'traffic_source — remembers, for your visit, which campaign brought you, so a sign-up is credited to it.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Stored in your browser',
        paragraphs: [
          'The site also remembers in your browser that you passed the age warning and which notices you closed, and, if you install the app, keeps its own files for offline use.',
        ],
      },
    ],
  },
  ban: {
    title: 'Ban policy',
    sections: [
      {
        paragraphs: [
          'To keep {{site}} pleasant and safe, accounts that break the rules below are closed without notice. Credits of a banned account are not refunded.',
        ],
      },
      {
        heading: 'Reasons for a ban',
        items: [
          'Being under 18, or any content involving minors.',
          'Harassment, threats, hate speech or discrimination.',
          'Asking other members for money, bank details or gifts.',
          'Spam, advertising, or sending people to other sites.',
          'A fake identity, stolen photos, or more than one account.',
        ],
        paragraphs: [],
      },
      {
        heading: 'If you think we made a mistake',
        paragraphs: ['Write to {{support_email}}; a person looks at every request.'],
      },
    ],
  },
  'return-policy': {
    title: 'Return policy',
    sections: [
      {
        paragraphs: [
          'You may cancel a purchase within {{refund_days}} days of buying it, as long as you have not used any of its credits. We refund the full amount to the payment method you used within 14 days.',
        ],
      },
      {
        heading: 'How to cancel',
        paragraphs: [
          'Write to {{support_email}} with the order number from your receipt, or use the complaints form. Once you use credits from a bundle you ask us to deliver the service at once, and the right to cancel that bundle ends.',
        ],
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    sections: [
      {
        heading: 'Is joining free?',
        paragraphs: [
          'Yes. Creating a profile, searching and liking are free. Messages cost credits, which you buy in bundles.',
        ],
      },
      {
        heading: 'Why can I not see all photos?',
        paragraphs: [
          'Free members see each member’s main photo. Any purchase makes you premium and shows every photo.',
        ],
      },
      {
        heading: 'How do I get notified of messages?',
        paragraphs: [
          'By e-mail (choose which in the notification settings), and on a phone or computer by turning on notifications; installing the app adds it to your home screen.',
        ],
      },
      {
        heading: 'How do I stop someone from writing to me?',
        paragraphs: [
          'Open their profile or your conversation and choose Block. They can no longer see you or write to you. You can also report them.',
        ],
      },
      {
        heading: 'How do I delete my account?',
        paragraphs: ['In the settings. You have 14 days to change your mind.'],
      },
    ],
  },
  service: {
    title: 'Customer service',
    sections: [
      {
        paragraphs: [
          'We are here to help with your account, payments or anything that does not work as it should.',
        ],
      },
      {
        heading: 'Reach us',
        items: ['E-mail: {{support_email}}', 'Phone: {{support_phone}}'],
        paragraphs: ['We answer e-mails within one working day.'],
      },
      {
        heading: 'Company',
        paragraphs: ['{{company}}, {{address}}. Chamber of Commerce {{kvk}}.'],
      },
    ],
  },
  safety: {
    title: 'Safety centre',
    sections: [
      {
        paragraphs: [
          'What {{site}} does to keep you safe, what you can do yourself, and where to find help.',
        ],
      },
      {
        heading: 'What we do',
        items: [
          'Every photo is re-encoded when it is uploaded: its location and camera details are removed.',
          'Every photo is checked for nudity on our own servers (it is sent nowhere else). A chat photo that may contain nudity arrives blurred: you choose whether to view it, or report or block its sender; whoever sends one is told before sending. A profile photo that may contain nudity is seen by our moderators before anyone else.',
          'Profile photos and reported members are reviewed by our moderators; you are told the outcome of your report.',
          'Profiles run by our team are marked as {{fictional_plural}} wherever they appear.',
          'Common and breached passwords are refused, and logging in is protected against guessing.',
          'A login from a new device or country is mailed to you at once.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Who can write to you',
        items: [
          'A first message from a member you have not matched with arrives as a request, in the Requests tab of your messages: accept it, decline it or block its sender. It costs them nothing unless you accept it.',
          'In the settings, choose who may write to you: everyone, verified members only, or only your matches.',
          'First messages from accounts less than a day old reach you once the account is a day old; an account sending many alike messages is held for our moderators.',
          'Hidden words: list the words and emojis you never want to see. Messages with them go to the Hidden tab, and the sender is not told.',
          'Before a message with hurtful words is sent, its writer is asked “Are you sure?”. If they send it anyway, you are asked “Does this bother you?”, with Report and Block at hand.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Verified members',
        items: [
          'On your profile page, “Verify my photos” asks you to take a short selfie while turning your head as asked. Our own servers compare your face with your profile photos; when they match, a badge shows on your profile, cards and conversations. A doubtful case is looked at by a person from our team.',
          'Your selfie is used for this check only: it is never shown to other members, and it is deleted once decided.',
          'In the search, tick “Verified members only”; in the settings, you can take messages from verified members only.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Report and block',
        paragraphs: [
          'On a profile or in a conversation, choose Report to tell our moderators about a fake profile, harassment, spam, a request for money or anything else that breaks the rules. Choose Block and that member can no longer see you or write to you; you can unblock them in the settings.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'In the settings, “Where you are logged in” lists every device where your account is open. Log out of any you do not recognise, then change your password. Never share your password or the codes we send you.',
        ],
      },
      {
        heading: 'Meeting someone',
        items: [
          'Never send money or bank details to someone you met online, whatever the story.',
          'Meet in a public place, tell a friend where you go and with whom, and arrange your own way home.',
          'Trust your instinct: leave whenever you feel uncomfortable.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Help',
        paragraphs: [
          'In danger now: call the emergency number of your country (112 everywhere in Europe, 911 in the United States).',
        ],
        items: [
          'Netherlands: Slachtofferhulp Nederland, 0900 0101',
          'Belgium: violence and abuse helpline, 1712',
          'France: Violences Femmes Info, 3919',
          'Germany: Hilfetelefon Gewalt gegen Frauen, 08000 116 016',
          'United Kingdom: National Domestic Abuse Helpline (Refuge), 0808 2000 247',
          'United States: RAINN sexual assault hotline, 800 656 4673; crisis line, 988',
          'Our customer service: {{support_email}}',
        ],
      },
    ],
  },
};
