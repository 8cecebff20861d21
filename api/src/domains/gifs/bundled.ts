import type { Gif } from '@app/shared/contracts';
import { BUNDLED_GIFS, type BundledGif } from './bundled-catalogue';
import type { GifProvider } from './provider';

/** Served by the API process from api/assets (see static/media.ts). */
export const BUNDLED_GIF_PATH = '/media/gifs/';
const SIZE = 240;

/** Lower case without accents: "café" finds "cafe", "Fête" finds "fete". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** A language the catalogue names its GIFs in; English otherwise. */
const titleIn = (gif: BundledGif, language: string) =>
  gif.title[language as keyof BundledGif['title']] ?? gif.title.en;

function toGif(gif: BundledGif, language = 'en'): Gif {
  return {
    id: gif.id,
    title: titleIn(gif, language),
    url: `${BUNDLED_GIF_PATH}${gif.id}.gif`,
    preview_url: `${BUNDLED_GIF_PATH}${gif.id}-preview.gif`,
    width: SIZE,
    height: SIZE,
  };
}

/**
 * The offline GIF search: every word typed must start one of the GIF's tags or titles, in any of
 * the catalogue's languages; titles come in the member's. Best matches first: a whole-tag match
 * beats a prefix.
 */
export function bundledGifProvider(): GifProvider {
  const byId = new Map(BUNDLED_GIFS.map((gif) => [gif.id, gif]));
  return {
    source: 'bundled',
    async search(query, language, limit) {
      const words = fold(query).split(/\s+/).filter(Boolean);
      if (words.length === 0)
        return BUNDLED_GIFS.slice(0, limit).map((gif) => toGif(gif, language));
      const scored = BUNDLED_GIFS.flatMap((gif) => {
        // Every language's tags and titles: a word found in any of them finds the GIF (a French
        // reader typing "bisou" on an English page, or "kiss" on a French one).
        const tags = [...Object.values(gif.tags).flat(), ...Object.values(gif.title)].map(fold);
        let score = 0;
        for (const word of words) {
          if (tags.some((tag) => tag === word || tag.split(' ').includes(word))) score += 2;
          else if (tags.some((tag) => tag.split(' ').some((part) => part.startsWith(word))))
            score += 1;
          else return [];
        }
        return [{ gif, score }];
      });
      return scored
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ gif }) => toGif(gif, language));
    },
    async byId(id) {
      const gif = byId.get(id);
      return gif ? toGif(gif) : null;
    },
  };
}
