import { errorCodes, type Gif } from '@app/shared/contracts';
import { HttpError } from '../../http/errors';

/**
 * Where the composer's GIFs come from (a port): the bundled catalogue by default, GIPHY when
 * GIPHY_API_KEY is set. The server resolves a sent GIF by its id through the same provider, so
 * a message can only carry a GIF the search offers: never an address a client made up.
 */
export interface GifProvider {
  readonly source: 'bundled' | 'giphy';
  /** GIFs for the words in the member's language; empty words: popular ones. */
  search(query: string, language: string, limit: number): Promise<Gif[]>;
  /** One GIF by id; null when the provider has no such GIF. */
  byId(id: string): Promise<Gif | null>;
}

/** The provider could not be reached or answered badly: the search shows its error text. */
export class GifProviderUnavailable extends Error {}

/** The provider is down: the picker says so and the member can try again. */
export const gifsUnavailable = () =>
  new HttpError(503, errorCodes.gifs_unavailable, 'The GIF search is not available right now.');
