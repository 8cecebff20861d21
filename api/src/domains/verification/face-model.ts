import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { tensorflow, WASM_DIR } from '../../platform/tensorflow';

// Issue 29 §3: faces found, turned and described on the server by @vladmandic/human, whose
// models (face detector, mesh, description) ship inside the package: read from its folder on
// disk, never downloaded. It runs on the TensorFlow.js WebAssembly engine the nudity model uses.

/** What the model reads of one face in a picture. */
export interface FaceReading {
  /** How sure the detector is that this is a face, 0–1. */
  score: number;
  /**
   * How far the head is turned, in radians, as the camera sees it: negative towards the
   * picture's left, positive towards its right (the member's own right and left).
   */
  yaw: number;
  /** The face described as numbers: two descriptions of one person are alike (`similarity`). */
  embedding: number[];
}

/** The port: the embedded model by default. */
export interface FaceModel {
  ready(): Promise<void>;
  /** Every face in the picture, the most prominent first. */
  faces(image: Buffer): Promise<FaceReading[]>;
  /** How alike two descriptions are, 0–1 (1: the same picture). */
  similarity(a: number[], b: number[]): number;
}

/** Pictures larger than this many pixels on a side are scaled down first: faces stay legible. */
const MAX_SIDE = 800;

const require = createRequire(import.meta.url);
/**
 * Human's build for Node on the WebAssembly backend (no native tfjs-node). The package's exports
 * name it without the leading "./" Node requires, so it is found beside the main build.
 */
const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const HUMAN_BUILD = path.join(HUMAN_DIST, 'human.node-wasm.js');

interface Human {
  load(): Promise<void>;
  detect(input: unknown): Promise<{
    face: Array<{
      score: number;
      embedding?: number[];
      rotation?: { angle: { yaw: number } } | null;
    }>;
  }>;
  match: { similarity(a: number[], b: number[]): number };
  tf: {
    tensor3d(
      values: Uint8Array,
      shape: [number, number, number],
      dtype: 'int32',
    ): {
      dispose(): void;
    };
    io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
  };
}

/**
 * tfjs in Node reads models over HTTP only (tfjs-node, which reads files, is a native build):
 * this loader reads a model.json and its weight files from the package's folder instead.
 */
function fileLoader(url: string | string[]) {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  const file = url.slice('file://'.length);
  return {
    async load() {
      const model = JSON.parse(await fs.readFile(file, 'utf8'));
      const weightSpecs = [];
      const parts: Buffer[] = [];
      for (const group of model.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const part of group.paths)
          parts.push(await fs.readFile(path.join(path.dirname(file), part)));
      }
      const weights = Buffer.concat(parts);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs,
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ),
      };
    },
  };
}

async function loadHuman(): Promise<Human> {
  await tensorflow();
  // The package exports no package.json: its folder is found from the build it runs.
  const modelsDir = path.join(HUMAN_DIST, '..', 'models');
  const { Human } = require(HUMAN_BUILD) as {
    Human: new (config: object) => Human;
  };
  const human = new Human({
    backend: 'wasm',
    wasmPath: WASM_DIR,
    modelBasePath: `file://${modelsDir}${path.sep}`,
    debug: false,
    // Only the face: found (even turned), its mesh (for how it is turned), described.
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 3, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: true },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  human.tf.io.registerLoadRouter(fileLoader);
  await human.load();
  return human;
}

let embedded: FaceModel | undefined;

/** The embedded model, one per process (its ~10 MB of weights loaded once). */
export function embeddedFaceModel(): FaceModel {
  embedded ??= humanFaceModel();
  return embedded;
}

function humanFaceModel(): FaceModel {
  let loading: Promise<Human> | undefined;
  const loaded = () => {
    loading ??= loadHuman();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  let similarity: ((a: number[], b: number[]) => number) | undefined;
  return {
    async ready() {
      const human = await loaded();
      similarity = (a, b) => human.match.similarity(a, b);
    },
    async faces(image) {
      const human = await loaded();
      const { data, info } = await sharp(image, { failOn: 'error' })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const input = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      try {
        const { face } = await human.detect(input);
        return face
          .filter((found) => (found.embedding?.length ?? 0) > 0)
          .map((found) => ({
            score: found.score,
            yaw: found.rotation?.angle.yaw ?? 0,
            embedding: found.embedding!,
          }));
      } finally {
        input.dispose();
      }
    },
    similarity(a, b) {
      if (!similarity) throw new Error('The face model is not loaded yet.');
      return similarity(a, b);
    },
  };
}
