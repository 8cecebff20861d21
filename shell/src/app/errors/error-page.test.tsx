import { screen } from '@testing-library/react';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { ErrorPageGuard } from '../../components/error-view';
import '../../i18n';
import { renderWithRouter, setupI18n } from '@app/shared/testing';

beforeAll(() => setupI18n(['common', 'shell']));

function Boom(): never {
  throw new Error('exploded');
}

describe('error page (spec §8)', () => {
  it('shows 404 "This page could not be found" with a link home', () => {
    renderWithRouter([{ path: '*', element: <NotFoundPage /> }], { initialPath: '/no/where' });
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(
      screen.getByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('defaults to status 500 and the message "Error" without a home link', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    renderWithRouter([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);
    process.env.NODE_ENV = original;
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).not.toBeInTheDocument();
  });

  it('shows the fallback when the error page itself fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRouter([
      {
        path: '/',
        element: (
          <ErrorPageGuard
            texts={{
              title: 'An error occurred while showing the error page',
              home: 'Go back to home',
            }}
          >
            <Boom />
          </ErrorPageGuard>
        ),
      },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while showing the error page',
    );
    expect(screen.getByText('exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});
