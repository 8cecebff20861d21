import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { setupI18n } from '../../testing';
import { Dialog } from './dialog';

// jsdom has no showModal: the top layer and the inert page are the browser's, proven by the
// journeys; here, what the component itself decides.
function Page({ dismissible = true, titled = true }: { dismissible?: boolean; titled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18next}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title={titled ? 'Report' : undefined}
          label={titled ? undefined : 'Sign up'}
          dismissible={dismissible}
          onClose={() => setOpen(false)}
        >
          <p>Body</p>
        </Dialog>
      )}
    </I18nextProvider>
  );
}

beforeAll(() => setupI18n(['common']));

it('is named by its title, focuses it (not its close button), and gives focus back when it closes', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Report' });
  expect(dialog).toBeVisible();
  // Issue 49 §13: what is read first is what it is about; the close button is one Tab away.
  expect(screen.getByRole('heading', { name: 'Report' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('without a way to close it, focuses its title: what it is about is read first', async () => {
  const user = userEvent.setup();
  render(<Page dismissible={false} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('heading', { name: 'Report' })).toHaveFocus();
});

it('closes on a click on the backdrop, not on one inside', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByText('Body'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('when not dismissible, only its own button ends it', async () => {
  const user = userEvent.setup();
  render(<Page dismissible={false} titled={false} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign up' });
  await user.keyboard('{Escape}');
  await user.click(dialog);
  expect(dialog).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opened behind a part of the page made inert, stays closed until that part comes back', async () => {
  render(
    <I18nextProvider i18n={i18next}>
      <div data-testid="gate" inert>
        <Dialog title="Sign up" dismissible={false}>
          <p>Body</p>
        </Dialog>
      </div>
    </I18nextProvider>,
  );
  // Neither shown under what asks first, nor read.
  expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument();
  screen.getByTestId('gate').removeAttribute('inert');
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('heading', { name: 'Sign up' })).toHaveFocus();
});
