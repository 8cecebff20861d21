import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { responseJsonSchema } from '../http/zod';

// Issue 27 §1: a member's page paints its first screen without waiting for its API answers. The
// domain that owns a page's endpoints says what that page's first screen asks for (a provider,
// registered beside its routes); the server inlines those answers into index.html and preloads
// the photos they show first, while the browser is still fetching the scripts. The client seeds
// its API cache with them (shell/src/app/first-answers.ts), so the first render is the final one:
// no round trip after the scripts, and nothing appearing above what is already on screen.

/** One answer, as the endpoint would have sent it. */
export interface FirstAnswer {
  /** The client's RTK Query endpoint that asks for it. */
  endpoint: string;
  /** Its query argument, as the page passes it. */
  args: unknown;
  /** The answer, already written by the endpoint's response contract. */
  json: string;
}

/** A photo the first screen shows, to fetch at high priority beside the scripts. */
export interface FirstPhoto {
  src: string;
  srcset?: string;
  sizes?: string;
}

export interface FirstScreen {
  answers: FirstAnswer[];
  photos: FirstPhoto[];
}

/**
 * What a page's first screen needs, for a logged-in member; null when it cannot tell. `params`:
 * the path's `:name` segments.
 */
export type FirstScreenProvider = (
  request: FastifyRequest,
  userId: number,
  params: Record<string, string>,
) => Promise<FirstScreen | null>;

declare module 'fastify' {
  interface FastifyInstance {
    firstScreens: FirstScreens;
  }
}

/** Writes an answer by its response contract: nothing undeclared reaches the page. */
export function answerWriter<T extends z.ZodType>(schema: T): (data: z.infer<T>) => string {
  const write = fastJson(responseJsonSchema(schema));
  return (data) => write(data);
}

export class FirstScreens {
  private readonly providers = new Map<string, FirstScreenProvider>();

  /** `pattern`: the page's path, `:name` for a segment (`/members/:id`), asked without a query. */
  provide(pattern: string, provider: FirstScreenProvider): void {
    if (this.providers.has(pattern)) throw new Error(`A first screen for ${pattern} exists`);
    this.providers.set(pattern, provider);
  }

  /**
   * The first screen of the requested page, or null: a page with a query string is a search the
   * member typed or a link; it is asked for by the page itself, like any later one. A provider
   * that fails leaves the page to ask (the page must never fail for it).
   */
  async forRequest(
    request: FastifyRequest,
    pathname: string,
    userId: number,
  ): Promise<FirstScreen | null> {
    if (request.url.includes('?')) return null;
    const found = [...this.providers].flatMap(([pattern, provider]) => {
      const params = matchPath(pattern, pathname);
      return params === null ? [] : [{ provider, params }];
    })[0];
    if (!found) return null;
    try {
      return await found.provider(request, userId, found.params);
    } catch (error) {
      request.log.debug({ err: error }, 'no first answers for this page');
      return null;
    }
  }
}

/** The segments of `pathname` named by `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index]!;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return null;
  }
  return params;
}

/** The answers' script element, for index.html. */
export function firstAnswersScript(screen: FirstScreen | null): string {
  if (screen === null || screen.answers.length === 0) return '';
  const answers = screen.answers
    .map(
      (answer) =>
        `{"endpoint":${JSON.stringify(answer.endpoint)},"args":${JSON.stringify(answer.args ?? null)},"data":${answer.json}}`,
    )
    .join(',');
  // `<` escaped, so no value can close the script element or open a comment.
  return `<script id="app-first-answers" type="application/json">[${answers.replace(/</g, '\\u003c')}]</script>`;
}

/**
 * The photos' preloads, placed after the scripts' (the page cannot paint them before its scripts
 * run): fetched at high priority, they are in the cache when the first render asks for them.
 */
export function firstPhotoHints(screen: FirstScreen | null): string {
  if (screen === null) return '';
  return screen.photos
    .map(
      (photo) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${attribute(photo.src)}"${
          photo.srcset ? ` imagesrcset="${attribute(photo.srcset)}"` : ''
        }${photo.sizes ? ` imagesizes="${attribute(photo.sizes)}"` : ''}>`,
    )
    .join('');
}

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const firstScreensPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('firstScreens', new FirstScreens());
  },
  { name: 'first-screens' },
);
