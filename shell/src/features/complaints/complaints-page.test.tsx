import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aUser, renderWithRouter, setupI18n, setupMsw, someSettings } from '@app/shared/testing';
import { ComplaintsPage } from './complaints-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

function renderPage(path = '/complaints', user: ReturnType<typeof aUser> | null = null) {
  const filed: unknown[] = [];
  server.use(
    http.post('/api/complaints.php', async ({ request }) => {
      filed.push(await request.json());
      return HttpResponse.json({ reference: 42, email: 'me@example.test' });
    }),
    http.get('/api/chats.php', () =>
      HttpResponse.json({
        chats: [
          {
            conversation: { id: 7 },
            profile: { id: 3, name: 'Lena', main_image: null, deleted: false },
            num_unread_messages: 0,
            request_status: null,
            last_message: null,
          },
        ],
      }),
    ),
  );
  renderWithRouter([{ path: '/complaints', element: <ComplaintsPage /> }], {
    initialPath: path,
    preloadedState: { auth: { user }, site: { settings: someSettings() } },
  });
  return filed;
}

describe('complaints', () => {
  it("checks a visitor's form, then sends it and confirms with its number", async () => {
    const user = userEvent.setup();
    const filed = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(screen.getByText('Choose what your complaint is about.')).toBeInTheDocument();
    expect(
      screen.getByText('Describe what happened in at least 20 characters.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid e-mail address so we can answer you.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('What is it about?')).toHaveFocus();
    expect(filed).toEqual([]);

    await user.selectOptions(screen.getByLabelText('What is it about?'), 'Payments and credits');
    await user.type(screen.getByLabelText('What happened?'), 'I was charged twice yesterday.');
    await user.type(screen.getByLabelText('Your e-mail address'), 'me@example.test');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Its number is 42. We will answer you at me@example.test',
    );
    expect(filed).toEqual([
      {
        subject: 'billing',
        description: 'I was charged twice yesterday.',
        email: 'me@example.test',
      },
    ]);
  });

  it('lets a member name a conversation, and a profile link names the member', async () => {
    const user = userEvent.setup();
    const filed = renderPage('/complaints?member=3', aUser());
    expect(screen.queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('What is it about?')).toHaveValue('member');
    await user.selectOptions(
      await screen.findByLabelText('Conversation it is about (optional)'),
      'Lena',
    );
    await user.type(
      screen.getByLabelText('What happened?'),
      'She keeps asking for my bank details.',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByRole('status');
    expect(filed).toEqual([
      {
        subject: 'member',
        description: 'She keeps asking for my bank details.',
        conversation_id: 7,
        member_id: 3,
      },
    ]);
  });
});
