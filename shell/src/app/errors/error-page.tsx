import { isRouteErrorResponse, useRouteError } from 'react-router';
import { i18next } from '@app/shared';
import { ErrorPageGuard, ErrorView } from '../../components/error-view';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload';

/** Text for the last-resort page, read without hooks so it works even when rendering fails. */
function guardTexts() {
  const t = i18next.isInitialized ? i18next.getFixedT(null, 'shell') : null;
  return {
    title: t?.('error_page.failed') || 'An error occurred while showing the error page',
    home: t?.('error_page.go_home') || 'Go back to home',
  };
}

/** Route-level error page: status and message of whatever the router caught. */
export function ErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) reloadOnceForChunkError();
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' ? error.data : error.statusText;
  } else if (error instanceof Error && process.env.NODE_ENV !== 'production') {
    message = error.message;
  }
  return (
    <ErrorPageGuard texts={guardTexts()}>
      <ErrorView status={status} message={message} />
    </ErrorPageGuard>
  );
}
