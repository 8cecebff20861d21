// Draws the bundled GIF catalogue (api/src/domains/gifs/bundled-catalogue.ts) as animated GIFs
// under api/assets/gifs/: {id}.gif (240 px) and {id}-preview.gif (120 px). The files are
// committed; run this again only to change the drawings:
//   node --import tsx api/scripts/render-gifs.ts
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../src/config';
import { BUNDLED_GIFS } from '../src/domains/gifs/bundled-catalogue';

const SIZE = 240;
const PREVIEW = 120;
const FRAMES = 12;
const FRAME_MS = 90;

type Draw = (t: number) => string;
const wave = (t: number) => Math.sin(t * Math.PI * 2);
const heart = (cx: number, cy: number, s: number, fill: string) =>
  `<path transform="translate(${cx} ${cy}) scale(${s})" fill="${fill}" d="M0 30 C-40 0 -30 -35 0 -15 C30 -35 40 0 0 30 Z"/>`;
const face = (fill = '#ffcc4d') =>
  `<circle cx="120" cy="120" r="80" fill="${fill}" stroke="#e0a100" stroke-width="4"/>`;
const bg = (colour: string) => `<rect width="240" height="240" rx="24" fill="${colour}"/>`;

const drawings: Record<string, Draw> = {
  'b-heartbeat': (t) => bg('#fde7ef') + heart(120, 120, 2.4 + 0.5 * Math.abs(wave(t)), '#e0245e'),
  'b-hearts-rising': (t) =>
    bg('#fff0f5') +
    [0, 1, 2, 3]
      .map((i) => {
        const p = (t + i / 4) % 1;
        return heart(
          50 + i * 45,
          220 - p * 200,
          0.8 + i * 0.15,
          `hsl(${340 + i * 8} 80% ${55 + p * 10}%)`,
        );
      })
      .join(''),
  'b-wave': (t) =>
    bg('#e6f7f5') +
    `<g transform="rotate(${20 * wave(t)} 120 200)"><rect x="85" y="70" width="70" height="120" rx="30" fill="#f5c28b"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${86 + i * 17}" y="${32 + (i % 3) * 6}" width="15" height="60" rx="7" fill="#f5c28b"/>`,
      )
      .join('') +
    `<rect x="52" y="110" width="50" height="18" rx="9" fill="#f5c28b" transform="rotate(-35 80 120)"/></g>`,
  'b-laugh': (t) =>
    bg('#fff8e1') +
    `<g transform="translate(0 ${6 * wave(t * 2)})">${face()}` +
    `<path d="M80 100 q12 -14 24 0 M136 100 q12 -14 24 0" stroke="#6b3e00" stroke-width="6" fill="none"/>` +
    `<path d="M75 130 h90 a45 45 0 0 1 -90 0 z" fill="#6b3e00"/><path d="M90 160 q30 18 60 0" fill="#e0245e"/>` +
    `<circle cx="62" cy="110" r="${8 + 4 * Math.abs(wave(t))}" fill="#5dade2"/><circle cx="178" cy="110" r="${8 + 4 * Math.abs(wave(t))}" fill="#5dade2"/></g>`,
  'b-wink': (t) =>
    bg('#eef6ff') +
    face() +
    `<circle cx="92" cy="100" r="10" fill="#6b3e00"/>` +
    (t < 0.5
      ? `<path d="M136 102 q12 -10 24 0" stroke="#6b3e00" stroke-width="6" fill="none"/>`
      : `<circle cx="148" cy="100" r="10" fill="#6b3e00"/>`) +
    `<path d="M85 140 q35 30 70 0" stroke="#6b3e00" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  'b-kiss': (t) =>
    bg('#fde7ef') +
    face() +
    `<path d="M80 100 h24 M136 100 h24" stroke="#6b3e00" stroke-width="6"/>` +
    `<ellipse cx="120" cy="150" rx="14" ry="12" fill="#c2185b"/>` +
    heart(170 + 40 * t, 150 - 90 * t, 0.6 + 0.4 * t, '#e0245e'),
  'b-thumbs-up': (t) =>
    bg('#e8f5e9') +
    `<g transform="translate(0 ${-10 * Math.abs(wave(t))}) rotate(${-8 * wave(t)} 120 150)">` +
    `<rect x="70" y="110" width="100" height="80" rx="18" fill="#f5c28b"/><rect x="98" y="40" width="34" height="90" rx="17" fill="#f5c28b"/>` +
    `<rect x="50" y="110" width="30" height="80" rx="6" fill="#2e7d32"/></g>`,
  'b-sunrise': (t) =>
    `<rect width="240" height="240" rx="24" fill="hsl(${30 + 20 * t} 90% ${70 + 10 * t}%)"/>` +
    `<circle cx="120" cy="${190 - 80 * t}" r="45" fill="#ffb300"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2 + t;
      const y = 190 - 80 * t;
      return `<line x1="${120 + 55 * Math.cos(a)}" y1="${y + 55 * Math.sin(a)}" x2="${120 + 75 * Math.cos(a)}" y2="${y + 75 * Math.sin(a)}" stroke="#ffb300" stroke-width="6" stroke-linecap="round"/>`;
    }).join('') +
    `<rect y="190" width="240" height="50" fill="#2e7d32"/>`,
  'b-good-night': (t) =>
    bg('#1a237e') +
    `<circle cx="120" cy="110" r="60" fill="#fff59d"/><circle cx="145" cy="95" r="55" fill="#1a237e"/>` +
    [
      [40, 40],
      [200, 60],
      [60, 190],
      [190, 180],
      [110, 30],
    ]
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${2 + 4 * Math.abs(wave(t + i / 5))}" fill="#fff"/>`,
      )
      .join('') +
    `<text x="150" y="${170 - 20 * t}" font-size="26" font-family="sans-serif" fill="#fff" opacity="${1 - t}">z</text>`,
  'b-party': (t) =>
    bg('#f3e5f5') +
    Array.from({ length: 18 }, (_, i) => {
      const x = (i * 53) % 240;
      const y = ((i * 37 + t * 240) % 260) - 20;
      return `<rect x="${x}" y="${y}" width="12" height="6" fill="hsl(${i * 40} 80% 55%)" transform="rotate(${i * 30 + t * 360} ${x} ${y})"/>`;
    }).join('') +
    `<path d="M120 230 L90 130 L150 130 Z" fill="#8e24aa"/>`,
  'b-fireworks': (t) =>
    bg('#0d1b2a') +
    [
      [80, 90, '#ff5252'],
      [160, 110, '#ffd740'],
    ]
      .map(([x, y, c], k) => {
        const r = 10 + 70 * ((t + k * 0.5) % 1);
        return Array.from({ length: 10 }, (_, i) => {
          const a = (i / 10) * Math.PI * 2;
          return `<circle cx="${Number(x) + r * Math.cos(a)}" cy="${Number(y) + r * Math.sin(a)}" r="5" fill="${c}" opacity="${1 - ((t + k * 0.5) % 1)}"/>`;
        }).join('');
      })
      .join(''),
  'b-coffee': (t) =>
    bg('#efebe9') +
    `<rect x="60" y="110" width="100" height="90" rx="14" fill="#fff" stroke="#6d4c41" stroke-width="6"/>` +
    `<path d="M160 130 a22 22 0 0 1 0 44" stroke="#6d4c41" stroke-width="8" fill="none"/><rect x="70" y="118" width="80" height="16" fill="#6d4c41"/>` +
    [80, 110, 140]
      .map(
        (x, i) =>
          `<path d="M${x} ${95 - 10 * ((t + i / 3) % 1)} q10 -15 0 -30 q-10 -15 0 -30" stroke="#a1887f" stroke-width="5" fill="none" opacity="${1 - ((t + i / 3) % 1)}"/>`,
      )
      .join(''),
  'b-cheers': (t) => {
    const a = 12 * Math.abs(wave(t));
    const glass = (x: number, r: number) =>
      `<g transform="rotate(${r} ${x} 200)"><path d="M${x - 28} 70 h56 l-8 70 a20 20 0 0 1 -40 0 z" fill="#b71c1c" opacity="0.85"/><rect x="${x - 3}" y="155" width="6" height="45" fill="#999"/><rect x="${x - 20}" y="198" width="40" height="6" fill="#999"/></g>`;
    return bg('#fce4ec') + glass(85, a) + glass(155, -a);
  },
  'b-sad': (t) =>
    bg('#e3f2fd') +
    face() +
    `<circle cx="92" cy="100" r="9" fill="#6b3e00"/><circle cx="148" cy="100" r="9" fill="#6b3e00"/>` +
    `<path d="M85 165 q35 -30 70 0" stroke="#6b3e00" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M92 ${115 + 60 * t} q-8 14 0 18 q8 -4 0 -18" fill="#42a5f5"/>`,
  'b-thinking': (t) =>
    bg('#fffde7') +
    [0, 1, 2]
      .map(
        (i) =>
          `<text x="${45 + i * 60}" y="${150 - 25 * Math.abs(wave(t + i / 3))}" font-size="90" font-weight="bold" font-family="sans-serif" fill="hsl(${200 + i * 40} 70% 45%)">?</text>`,
      )
      .join(''),
  'b-blush': (t) =>
    bg('#fff3e0') +
    face() +
    `<path d="M80 104 q12 -12 24 0 M136 104 q12 -12 24 0" stroke="#6b3e00" stroke-width="6" fill="none"/>` +
    `<path d="M95 150 q25 16 50 0" stroke="#6b3e00" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="75" cy="130" rx="18" ry="10" fill="#ef5350" opacity="${0.3 + 0.6 * Math.abs(wave(t / 2))}"/>` +
    `<ellipse cx="165" cy="130" rx="18" ry="10" fill="#ef5350" opacity="${0.3 + 0.6 * Math.abs(wave(t / 2))}"/>`,
};

async function render(id: string, draw: Draw, size: number): Promise<Buffer> {
  const frames = Array.from({ length: FRAMES }, (_, i) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${SIZE} ${SIZE}">${draw(i / FRAMES)}</svg>`,
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: Array(FRAMES).fill(FRAME_MS), loop: 0, colours: 64, effort: 10 })
    .toBuffer();
}

const dir = path.join(repoRoot, 'api/assets/gifs');
await fs.mkdir(dir, { recursive: true });
for (const gif of BUNDLED_GIFS) {
  const draw = drawings[gif.id];
  if (!draw) throw new Error(`No drawing for ${gif.id}`);
  await fs.writeFile(path.join(dir, `${gif.id}.gif`), await render(gif.id, draw, SIZE));
  await fs.writeFile(path.join(dir, `${gif.id}-preview.gif`), await render(gif.id, draw, PREVIEW));
}
console.log(`${BUNDLED_GIFS.length} GIFs in ${dir}`);
