import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// Faces for the verification tests (issue 29 §3), cut from the sample pictures that ship with
// @vladmandic/human: its face-match demo's screenshot shows one man in many photos (the first
// row) and many other people. Each face is cut out and set on a grey background, as a camera
// frame or a profile photo would show it. What the face model reads of each (how it is turned,
// who it is) is its own: the tests choose which faces make a sequence, not what the model says.

const require = createRequire(import.meta.url);
const SAMPLES = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');
const SCREENSHOT = path.join(SAMPLES, 'screenshot-facematch.jpg');
/** The screenshot's grid: faces about 106.6 pixels apart, rows at these heights. */
const STEP = 106.6;
const ROWS = { man: 290, others: 607 } as const;

async function cut(row: keyof typeof ROWS, index: number, mirrored = false): Promise<Buffer> {
  let face = sharp(SCREENSHOT).extract({
    left: Math.round(index * STEP),
    top: ROWS[row],
    width: 106,
    height: 100,
  });
  if (mirrored) face = face.flop();
  return sharp(await face.png().toBuffer())
    .resize(320, 320, { fit: 'contain', background: '#888' })
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: '#888' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The man of the first row. Read by the model (yaw in radians, negative: turned towards the
 * picture's right, his own left): 0 −0.15, 1 −0.12, 2 −0.18, 3 −0.11, 4 −0.10, 5 −0.16, 6 +0.17,
 * 7 −0.25; mirrored, the sign turns.
 */
export const man = (index: number, mirrored = false) => cut('man', index, mirrored);
/** Other people (women, mostly), of another row. */
export const someoneElse = (index: number) => cut('others', index);

/**
 * A webcam picture from the package's face-ID demo: a man the model finds somewhat like him
 * (0.34–0.49), neither clearly him nor clearly someone else — a case for a person to decide.
 */
export async function lookalikePhoto(): Promise<Buffer> {
  const face = await sharp(path.join(SAMPLES, 'screenshot-faceid.jpg'))
    .extract({ left: 14, top: 140, width: 140, height: 142 })
    .png()
    .toBuffer();
  return sharp(face)
    .resize(320, 320, { fit: 'contain', background: '#888' })
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: '#888' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** His profile photo: a photo of him the selfie frames do not include. */
export const manProfilePhoto = () => man(1);

/** Frames of him facing the camera, then turned to his left (the picture's right). */
export const manTurningLeft = () => Promise.all([4, 3, 0, 2, 7, 5].map((index) => man(index)));
/** Frames of him facing the camera, then turned to his right (a mirrored photo). */
export const manTurningRight = () =>
  Promise.all([man(4), man(3), man(0), man(7, true), man(7, true), man(6)]);
/** Frames of him facing the camera all along: no turn. */
export const manStill = () => Promise.all([4, 3, 4, 3, 4, 3].map((index) => man(index)));
/** Frames of other people, as someone using his photos would send. */
export const strangerFrames = () =>
  Promise.all([1, 2, 1, 2, 1, 2].map((index) => someoneElse(index)));
