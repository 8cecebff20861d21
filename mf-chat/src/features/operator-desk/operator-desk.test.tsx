import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MemberProfile, OperatorConversation, OperatorQueue } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import OperatorDesk from './operator-desk';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'chat']));

const profileOf = (id: number, name: string, about: string): MemberProfile => ({
  id,
  name,
  age: 31,
  gender: 'female',
  country: 'NL',
  region: 'Noord-Holland',
  city: 'Amsterdam',
  main_image: null,
  last_active: 'today',
  online: true,
  fictional: id === 7,
  distance_km: null,
  likes_you: false,
  verified: false,
  sexuality: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: false,
  about,
  about_lang: 'en',
  interests: [],
  images: [],
  gated_images: 0,
  blocked_by_me: false,
});

const queue = (waiting: boolean): OperatorQueue => ({
  on_duty: false,
  figures: {
    waiting: waiting ? 1 : 0,
    oldest_seconds: waiting ? 180 : null,
    median_answer_seconds: 95,
    answers_last_hour: [{ staff_email: 'op@staff.test', answers: 4 }],
  },
  conversations: waiting
    ? [
        {
          conversation_id: 31,
          member: { id: 5, name: 'Ana' },
          profile: { id: 7, name: 'Lena' },
          waiting_since: new Date(Date.now() - 180_000).toISOString(),
          last_text: 'Do you like hiking?',
          held_by: null,
          held_by_me: false,
          assigned_to: ['ann@staff.test'],
        },
      ]
    : [],
});

const conversation: OperatorConversation = {
  conversation_id: 31,
  held_until: new Date(Date.now() + 300_000).toISOString(),
  held_by_other: null,
  cdn_prefix: '/uploads/',
  member: profileOf(5, 'Ana', 'Nurse, loves the mountains.'),
  profile: { ...profileOf(7, 'Lena', 'Runs every morning.'), photos: [] },
  messages: [
    {
      id: 90,
      from: 'member',
      text: 'Do you like hiking?',
      attachment: null,
      sent_at: new Date(Date.now() - 180_000).toISOString(),
    },
  ],
  notes: [
    {
      id: 1,
      body: 'Works nights.',
      staff_email: 'op@staff.test',
      created_at: new Date().toISOString(),
    },
  ],
};

it('shows who waits and how long, takes a conversation when opened, and answers as the profile', async () => {
  const answers: unknown[] = [];
  const holds: string[] = [];
  let answered = false;
  server.use(
    http.get('*/api/backoffice/operator/queue', () => HttpResponse.json(queue(!answered))),
    http.post('*/api/backoffice/operator/conversations/31/hold', () => {
      holds.push('taken');
      return HttpResponse.json({ held_until: conversation.held_until });
    }),
    http.get('*/api/backoffice/operator/conversations/31', () => HttpResponse.json(conversation)),
    http.post('*/api/backoffice/operator/conversations/31/answers', async ({ request }) => {
      answers.push(await request.json());
      answered = true;
      return HttpResponse.json({ message_id: 91 });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <OperatorDesk /> }], { initialPath: '/conversations' });
  const link = await screen.findByRole('link', { name: 'Ana writing to Lena' });
  expect(link.closest('li')).toHaveTextContent('waiting for 3 min');
  expect(link.closest('li')).toHaveTextContent('Do you like hiking?');
  // Whose turn it is: the profile's operators.
  expect(link.closest('li')).toHaveTextContent('for ann@staff.test');
  expect(screen.getByText('op@staff.test: 4 answers')).toBeInTheDocument();

  await user.click(link);
  expect(await screen.findByText('Nurse, loves the mountains.')).toBeInTheDocument();
  expect(holds).toEqual(['taken']);
  expect(screen.getByText('Works nights.')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'Conversation' });
  expect(within(history).getByText('Do you like hiking?')).toBeInTheDocument();
  // No photos to send: the choice is a text or a gift.
  expect(screen.queryByRole('radio', { name: 'Photo' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Answer as Lena' }), 'Every weekend!');
  await user.click(screen.getByRole('button', { name: 'Send the answer' }));
  expect(await screen.findByText('Nobody is waiting for an answer.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Answer sent.');
  expect(answers).toEqual([{ text: 'Every weekend!', client_id: expect.any(String) }]);
});

it('says so when another operator is answering, and offers no answer form', async () => {
  server.use(
    http.post('*/api/backoffice/operator/conversations/31/hold', () =>
      HttpResponse.json(
        { error: { code: 'held_by_other', message: 'Another operator is answering.' } },
        { status: 409 },
      ),
    ),
    http.get('*/api/backoffice/operator/conversations/31', () =>
      HttpResponse.json({ ...conversation, held_until: null, held_by_other: 'bo@staff.test' }),
    ),
  );
  renderWithRouter([{ path: '*', element: <OperatorDesk /> }], {
    initialPath: '/conversations/31',
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Another operator is answering this conversation.',
  );
  expect(await screen.findByText('bo@staff.test is answering')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send the answer' })).not.toBeInTheDocument();
});
