import { NEXT_PAGE_HINTS_ID } from '@app/shared/platform/apps';

/**
 * The next page's hints (the sign-up page's scripts), which the server holds inert in a template:
 * into the head, where the browser fetches them at its lowest priority while the visitor reads.
 */
export function prefetchNextPage(doc: Document = document): void {
  const hints = doc.getElementById(NEXT_PAGE_HINTS_ID);
  if (!(hints instanceof HTMLTemplateElement)) return;
  doc.head.append(hints.content);
  hints.remove();
}
