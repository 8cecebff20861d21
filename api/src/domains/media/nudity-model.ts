import sharp from 'sharp';
import { tensorflow } from '../../platform/tensorflow';

// Issue 29 §2: a nudity score for every photo, on the server, from a model that ships inside a
// registry package and runs offline. nsfwjs bundles its MobileNetV2 weights as JavaScript
// modules (no download at run time); TensorFlow.js runs it on its WebAssembly backend
// (platform/tensorflow.ts).

/** The model's input: a square of this many pixels a side (MobileNetV2). */
const MODEL_INPUT_SIZE = 224;

/** The model's five classes, as nsfwjs names them. */
export type NudityClass = 'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy';

/** What the model answers for one photo. */
export interface NudityVerdict {
  /** How likely the photo is explicit (Porn + Hentai), 0–1: what thresholds are compared with. */
  score: number;
  /** Every class's probability, for a moderator's eye. */
  classes: Record<NudityClass, number>;
}

/** The port: the embedded model by default; a test or another model could stand in. */
export interface NudityModel {
  /** Loads the model (once); later calls wait for the same load. */
  ready(): Promise<void>;
  judge(image: Buffer): Promise<NudityVerdict>;
}

interface LoadedModel {
  classify(input: unknown, topk?: number): Promise<{ className: string; probability: number }[]>;
}

async function loadNsfwjs(): Promise<{ model: LoadedModel; tensor: TensorOf }> {
  const tf = await tensorflow();
  const { load } = await import('nsfwjs');
  // nsfwjs prints a hint for browsers (host your own model) on console.info, synchronously as
  // load() starts: a stray text line among the server's JSON logs. Silenced for that call only.
  const info = console.info;
  console.info = () => {};
  let loading: Promise<unknown>;
  try {
    loading = load('MobileNetV2');
  } finally {
    console.info = info;
  }
  const model = (await loading) as unknown as LoadedModel;
  const tensor: TensorOf = (pixels) =>
    tf.tensor3d(pixels, [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3], 'int32');
  return { model, tensor };
}

type TensorOf = (pixels: Int32Array) => { dispose(): void };

let embedded: NudityModel | undefined;

/**
 * The embedded model (nsfwjs MobileNetV2 on TensorFlow.js WebAssembly), one per process: every
 * app in it (tests build several) shares its ~20 MB of weights and its single load.
 */
export function embeddedNudityModel(): NudityModel {
  embedded ??= nsfwjsModel();
  return embedded;
}

function nsfwjsModel(): NudityModel {
  let loading: ReturnType<typeof loadNsfwjs> | undefined;
  const loaded = () => {
    loading ??= loadNsfwjs();
    // A failed load is tried again by the next photo rather than remembered forever.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return {
    async ready() {
      await loaded();
    },
    async judge(image) {
      const { model, tensor } = await loaded();
      const { data } = await sharp(image, { failOn: 'error' })
        .rotate()
        .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const input = tensor(Int32Array.from(data));
      try {
        const predictions = await model.classify(input, 5);
        const classes = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
        for (const { className, probability } of predictions) {
          if (className in classes) classes[className as NudityClass] = probability;
        }
        return { score: Math.min(1, classes.Porn + classes.Hentai), classes };
      } finally {
        input.dispose();
      }
    },
  };
}
