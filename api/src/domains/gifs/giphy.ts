import type { Gif } from '@app/shared/contracts';
import { GiphyFetch, setServerUrl, type GifResult } from '@giphy/js-fetch-api';
import { GifProviderUnavailable, type GifProvider } from './provider';

/** GIPHY's content rating for the search: no explicit GIFs in a chat, adults or not. */
const RATING = 'pg-13';

type IGif = GifResult['data'];

function toGif(gif: IGif): Gif | null {
  const shown = gif.images.fixed_height;
  const preview = gif.images.fixed_width_small ?? gif.images.fixed_height_small ?? shown;
  if (!shown?.url || !preview?.url) return null;
  return {
    id: String(gif.id),
    title: gif.title || 'GIF',
    url: shown.url,
    preview_url: preview.url,
    width: Number(shown.width),
    height: Number(shown.height),
  };
}

/**
 * GIPHY behind the GifProvider port, through GIPHY's own client (GIPHY_API_KEY). `serverUrl`
 * points the client elsewhere (a proxy, or the test's stand-in for GIPHY); GIPHY's client keeps
 * it for the whole process.
 */
export function giphyGifProvider(apiKey: string, serverUrl?: string): GifProvider {
  if (serverUrl) setServerUrl(serverUrl);
  const giphy = new GiphyFetch(apiKey);
  const unavailable = (error: unknown) =>
    new GifProviderUnavailable(error instanceof Error ? error.message : String(error));
  return {
    source: 'giphy',
    async search(query, language, limit) {
      try {
        const result = query
          ? await giphy.search(query, { limit, lang: language, rating: RATING, type: 'gifs' })
          : await giphy.trending({ limit, rating: RATING, type: 'gifs' });
        return result.data.map(toGif).filter((gif): gif is Gif => gif !== null);
      } catch (error) {
        throw unavailable(error);
      }
    },
    async byId(id) {
      try {
        const { data } = await giphy.gif(id);
        return toGif(data);
      } catch (error) {
        // GIPHY answers an unknown id with 404: no such GIF, not an outage.
        if ((error as { status?: number }).status === 404) return null;
        throw unavailable(error);
      }
    },
  };
}
