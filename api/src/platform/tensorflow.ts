import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tf from '@tensorflow/tfjs';

// TensorFlow.js for the server's embedded models (issue 29: nudity scores, face matching): one
// engine per process on the WebAssembly backend, whose .wasm files ship in
// @tensorflow/tfjs-backend-wasm and are read from disk — no native build, no GPU, no download.
// Both models' packages resolve the same @tensorflow/tfjs-core, so they share it.

const require = createRequire(import.meta.url);

/** Where the backend's .wasm files are, with the trailing separator it expects. */
export const WASM_DIR = `${path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
)}${path.sep}`;

let ready: Promise<typeof Tf> | undefined;

/** The engine, on its WebAssembly backend, once (later calls wait for the same start). */
export function tensorflow(): Promise<typeof Tf> {
  ready ??= (async () => {
    const tf = await import('@tensorflow/tfjs');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(WASM_DIR);
    await tf.setBackend('wasm');
    await tf.ready();
    return tf;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}
