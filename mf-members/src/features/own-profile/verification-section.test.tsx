import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { VerificationAttempt } from '@app/shared/contracts';
import { aUser, renderWithRouter, setupI18n, setupMsw, someSettings } from '@app/shared/testing';
import { VerificationSection } from './verification-section';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const attempt = (changes: Partial<VerificationAttempt> = {}): VerificationAttempt => ({
  id: 4,
  challenge: 'turn_left',
  status: 'challenged',
  reason: null,
  created_at: '2026-11-27T10:00:00.000Z',
  expires_at: '2026-11-27T10:05:00.000Z',
  ...changes,
});

const renderSection = (hasPhoto = true) =>
  renderWithRouter([{ path: '/profile', element: <VerificationSection hasPhoto={hasPhoto} /> }], {
    initialPath: '/profile',
    preloadedState: { auth: { user: aUser() }, site: { settings: someSettings() } },
  });

describe('verified photos on /profile (issue 29 §3)', () => {
  it('starts an attempt and shows its challenge; says so when there is no camera', async () => {
    let started = 0;
    server.use(
      http.get('*/api/verification.php', () =>
        HttpResponse.json({ verified_at: null, attempt: null }),
      ),
      http.post('*/api/verification.php', () => {
        started += 1;
        return HttpResponse.json({ attempt: attempt() });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Verify my photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify my photos' });
    expect(dialog).toHaveTextContent(
      'Look at the camera, then slowly turn your head to your left.',
    );
    // jsdom has no camera: the member is told, and cannot record.
    expect(await screen.findByText(/No camera is available/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(started).toBe(1);
  });

  it('says a refusal and its reason, and lets the member try again', async () => {
    server.use(
      http.get('*/api/verification.php', () =>
        HttpResponse.json({
          verified_at: null,
          attempt: attempt({ status: 'refused', reason: 'challenge_not_seen' }),
        }),
      ),
    );
    renderSection();
    expect(
      await screen.findByText(
        'We did not see you follow the instruction: try again, moving slowly.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify my photos' })).toBeEnabled();
  });

  it('follows a check until it is decided, then shows the badge', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/verification.php', () => {
        reads += 1;
        return HttpResponse.json(
          reads < 2
            ? { verified_at: null, attempt: attempt({ status: 'checking' }) }
            : {
                verified_at: '2026-11-27T10:01:00.000Z',
                attempt: attempt({ status: 'verified' }),
              },
        );
      }),
    );
    renderSection();
    expect(await screen.findByText('Checking your selfie…')).toBeVisible();
    expect(
      await screen.findByText(/Your photos are verified/, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByTitle('Verified photos')).toBeVisible();
  });

  it('asks for a photo first', async () => {
    server.use(
      http.get('*/api/verification.php', () =>
        HttpResponse.json({ verified_at: null, attempt: null }),
      ),
    );
    renderSection(false);
    expect(await screen.findByRole('button', { name: 'Verify my photos' })).toBeDisabled();
    expect(
      screen.getByText('Add a profile photo first: your face is compared with it.'),
    ).toBeVisible();
  });
});
