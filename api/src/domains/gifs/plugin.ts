import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { bundledGifProvider } from './bundled';
import { giphyGifProvider } from './giphy';
import type { GifProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    gifs: GifProvider;
  }
}

/** The GIF search port: the bundled catalogue (embedded default), or GIPHY with a key. */
export const gifsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate(
      'gifs',
      config.giphy
        ? giphyGifProvider(config.giphy.apiKey, config.giphy.apiUrl)
        : bundledGifProvider(),
    );
  },
  { name: 'gifs' },
);
