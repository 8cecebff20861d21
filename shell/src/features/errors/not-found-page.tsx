import { ErrorView } from './error-view';

/** §8: an unknown route gives 404 "This page could not be found". */
export function NotFoundPage() {
  return <ErrorView status={404} />;
}
