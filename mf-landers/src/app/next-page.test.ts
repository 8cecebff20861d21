import { NEXT_PAGE_HINTS_ID } from '@app/shared/platform/apps';
import { prefetchNextPage } from './next-page';

afterEach(() => {
  document.head.innerHTML = '';
});

it('moves the hints the server held for the next page into the head, once', () => {
  document.head.innerHTML = `<template id="${NEXT_PAGE_HINTS_ID}"><link rel="prefetch" as="script" href="/assets/main.1.js"><link rel="prefetch" as="style" href="/assets/main.2.css"></template>`;
  // Held: a link inside a template is inert, the browser fetches nothing yet.
  expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  prefetchNextPage();
  const links = [...document.head.querySelectorAll('link[rel="prefetch"]')];
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/assets/main.1.js',
    '/assets/main.2.css',
  ]);
  expect(document.getElementById(NEXT_PAGE_HINTS_ID)).toBeNull();
  prefetchNextPage();
  expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(2);
});

it('does nothing on a page without hints (the fallback landing, an override)', () => {
  prefetchNextPage();
  expect(document.head.children).toHaveLength(0);
});
