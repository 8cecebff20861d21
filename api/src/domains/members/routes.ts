import {
  memberProfileSchema,
  memberQuerySchema,
  memberResponseSchema,
  membersQuerySchema,
  membersResponseSchema,
  searchStartResponseSchema,
  similarQuerySchema,
  similarResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationRequired } from '../../http/errors';
import { typed } from '../../http/zod';
import { findLanguage } from '../auth/accounts';
import { sessionUser } from '../auth/session';
import * as members from './service';
import { visitorMayBrowse } from './visitor-access';
import { searchCache, type SearchCache } from './search-cache';
import { answerWriter, type FirstScreen } from '../../static/first-answers';
import { paths } from '@app/shared/paths';
import { CARD_PHOTO_SIZES, imageUrl, thumbSources } from '@app/shared/images';
import { MEMBERS_DEFAULT_LIMIT } from '@app/shared/values';
import { settingsForRequest } from '../site/request-site';
import { requestLanguage } from '../../http/request-language';

/** Member search and profiles. */
export async function membersRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const kept = searchCache();

  app.get(
    '/api/members.php',
    {
      schema: { querystring: membersQuerySchema, response: { 200: membersResponseSchema } },
      preHandler: app.readLimit('search'),
    },
    async (request) => members.searchMembers(app.db, request.query, await viewer(request), kept),
  );

  app.get(
    '/api/search-start.php',
    {
      schema: { response: { 200: searchStartResponseSchema } },
      config: { access: 'member' },
      preHandler: app.readLimit('search'),
    },
    async (request) => members.startingSearch(app.db, request.member.userId),
  );

  // /members opened by a member: where their search starts and its first page, inlined into the
  // page (issue 27 §1), counted against the same limit as the page's own calls.
  const searchLimit = app.readLimit('search');
  app.firstScreens.provide(paths.members, async (request, userId) => {
    await searchLimit(request);
    return firstSearchScreen(request, userId, kept);
  });

  // A profile opened by a member: the profile inlined and its photo preloaded (issue 27 §1).
  const profileLimit = app.readLimit('profile');
  app.firstScreens.provide(paths.member(':id'), async (request, userId, { id }) => {
    const { id: memberId } = memberQuerySchema.parse({ id });
    await profileLimit(request);
    const settings = await settingsForRequest(request);
    const profile = await members.memberProfile(
      app.db,
      memberId,
      userId,
      new Date(),
      pageLanguage(request, userId),
    );
    const { cdn_prefix: cdn } = settings;
    // The gallery opens on the first photo.
    const photo = imageUrl(cdn, profile.images[0] ?? null);
    return {
      // The page's endpoint keeps the profile itself (its transformResponse unwraps it).
      answers: [{ endpoint: 'getMember', args: memberId, json: writeProfile(profile) }],
      photos: photo === null ? [] : [{ src: photo }],
    };
  });

  app.get(
    '/api/member.php',
    {
      schema: { querystring: memberQuerySchema, response: { 200: memberResponseSchema } },
      preHandler: app.readLimit('profile'),
    },
    async (request) => {
      const viewerId = await viewer(request);
      const now = new Date();
      const profile = await members.memberProfile(
        app.db,
        request.query.id,
        viewerId,
        now,
        pageLanguage(request, viewerId),
      );
      // Off the answer's path: a visit is for the visited member's weekly digest.
      if (viewerId !== null)
        app.inBackground(
          'profile visit',
          members.recordProfileVisit(app.db, request.query.id, viewerId, now),
        );
      return { profile };
    },
  );

  app.get(
    '/api/similar.php',
    {
      schema: { querystring: similarQuerySchema, response: { 200: similarResponseSchema } },
      preHandler: app.readLimit('search'),
    },
    async (request) => members.similarMembers(app.db, request.query.id, await viewer(request)),
  );
}

const writeSearchStart = answerWriter(searchStartResponseSchema);
const writeMembers = answerWriter(membersResponseSchema);
const writeProfile = answerWriter(memberProfileSchema);
/** The photos of the first row of results on a phone (two cards): the page's largest paint. */
const FIRST_SCREEN_PHOTOS = 2;

/**
 * What the members page asks for first, for a member with no search of their own yet: the
 * search start (`getSearchStart`) and the first page of its results (`searchMembers`, an infinite
 * query: pages and their cursors), with the same query the page sends.
 */
async function firstSearchScreen(
  request: FastifyRequest,
  userId: number,
  kept: SearchCache,
): Promise<FirstScreen> {
  const db = request.server.db;
  const start = await members.startingSearch(db, userId);
  const query = membersQuerySchema.parse({ ...start.filters, limit: MEMBERS_DEFAULT_LIMIT });
  const page = await members.searchMembers(db, query, userId, kept);
  const { cdn_prefix: cdn } = await settingsForRequest(request);
  const photos = page.results
    .flatMap(({ main_image: image }) =>
      image && imageUrl(cdn, image, true) !== null
        ? [
            {
              src: imageUrl(cdn, image, true)!,
              srcset: thumbSources(cdn, image),
              sizes: CARD_PHOTO_SIZES,
            },
          ]
        : [],
    )
    .slice(0, FIRST_SCREEN_PHOTOS);
  return {
    answers: [
      { endpoint: 'getSearchStart', args: null, json: writeSearchStart(start) },
      {
        endpoint: 'searchMembers',
        args: start.filters,
        json: `{"pages":[${writeMembers(page)}],"pageParams":[null]}`,
      },
    ],
    photos,
  };
}

/**
 * Members may browse; visitors only where the site's rules allow it (visitor-access.ts).
 * Returns the viewer's id, or null for an allowed visitor.
 */
/**
 * The language the page is in, by the page's own rule (its cookie, the member's language, the
 * browser's, the site's): an operated profile's "about me" is read in it (issue 48 §1).
 */
function pageLanguage(request: FastifyRequest, userId: number | null) {
  return async () =>
    requestLanguage(
      request,
      await settingsForRequest(request),
      userId === null ? null : ((await findLanguage(request.server.db, userId)) ?? null),
    );
}

async function viewer(request: FastifyRequest): Promise<number | null> {
  const userId = await sessionUser(request);
  if (userId !== null) return userId;
  if (await visitorMayBrowse(request)) return null;
  throw authenticationRequired();
}
