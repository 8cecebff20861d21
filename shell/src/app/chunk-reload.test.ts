import { CHUNK_RELOAD_GUARD_MS } from '@app/shared/values';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

describe('chunk reload guard (spec §8: at most once per minute)', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk load failures', () => {
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads, then not again within a minute, then again after it', () => {
    const reload = jest.fn();
    const start = 1_000_000;
    expect(reloadOnceForChunkError(start, sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, sessionStorage, reload)).toBe(
      false,
    );
    expect(reloadOnceForChunkError(start + CHUNK_RELOAD_GUARD_MS, sessionStorage, reload)).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
