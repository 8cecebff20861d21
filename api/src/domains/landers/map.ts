import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { LandingMap, MemberCard } from '@app/shared/contracts';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { townPositions } from '../site/geocode';

/** The map's width in SVG units; its height follows the country's shape. */
export const MAP_WIDTH = 1000;
/** Room around the country, in SVG units, so pins at the border stay whole. */
const MAP_MARGIN = 40;

type Ring = Position[];

let outlines: Promise<Map<string, Ring[][]>> | undefined;

/**
 * Every country's polygons from Natural Earth's 1:50m data (world-atlas, public domain), by
 * ISO numeric code; read on the first map asked for, then kept.
 */
function loadOutlines(): Promise<Map<string, Ring[][]>> {
  outlines ??= (async () => {
    const require = createRequire(import.meta.url);
    const topology = JSON.parse(
      await fs.readFile(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
    ) as Topology<{ countries: GeometryCollection }>;
    const collection = feature(topology, topology.objects.countries);
    const byCode = new Map<string, Ring[][]>();
    for (const country of collection.features) {
      const geometry = country.geometry as Polygon | MultiPolygon | null;
      if (!geometry || country.id === undefined) continue;
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      byCode.set(String(country.id), polygons);
    }
    return byCode;
  })().catch((error: unknown) => {
    outlines = undefined;
    throw error;
  });
  return outlines;
}

/** Degrees in a bounding box: [west, south, east, north]. */
type Box = [number, number, number, number];

function boxOf(rings: Ring[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings)
    for (const [lon, lat] of ring) {
      box[0] = Math.min(box[0], lon!);
      box[1] = Math.min(box[1], lat!);
      box[2] = Math.max(box[2], lon!);
      box[3] = Math.max(box[3], lat!);
    }
  return box;
}

const areaOf = ([w, s, e, n]: Box) => (e - w) * (n - s);

/**
 * The mainland: the largest polygon and those near it. Overseas parts (the Caribbean
 * Netherlands, French Guiana, Hawaii) would shrink the country to a dot.
 */
function mainland(polygons: Ring[][]): Ring[][] {
  const boxes = polygons.map((polygon) => boxOf(polygon));
  const largest = boxes.reduce(
    (best, box, i) => (areaOf(box) > areaOf(boxes[best]!) ? i : best),
    0,
  );
  const [w, s, e, n] = boxes[largest]!;
  const padX = Math.max(2, (e - w) * 0.6);
  const padY = Math.max(2, (n - s) * 0.6);
  return polygons.filter((_, i) => {
    const [bw, bs, be, bn] = boxes[i]!;
    return bw >= w - padX && be <= e + padX && bs >= s - padY && bn <= n + padY;
  });
}

/**
 * The country drawn north up (an equirectangular projection, squeezed by the cosine of its
 * middle latitude so it keeps its shape), with the featured members placed at their towns.
 * Null when the country is not in the data.
 */
export async function landingMap(
  country: string,
  members: readonly MemberCard[],
): Promise<LandingMap | null> {
  const code = countries.alpha2ToNumeric(country);
  const polygons = code === undefined ? undefined : (await loadOutlines()).get(code);
  if (!polygons) return null;
  const land = mainland(polygons);
  const [west, south, east, north] = boxOf(land.flat());
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = (MAP_WIDTH - 2 * MAP_MARGIN) / ((east - west) * squeeze);
  const height = Math.round((north - south) * scale + 2 * MAP_MARGIN);
  const project = (lon: number, lat: number): [number, number] => [
    Math.round(((lon - west) * squeeze * scale + MAP_MARGIN) * 10) / 10,
    Math.round(((north - lat) * scale + MAP_MARGIN) * 10) / 10,
  ];
  const outline = land
    .flat()
    .map((ring) => drawRing(ring.map(([lon, lat]) => project(lon!, lat!))))
    .filter((path) => path !== '')
    .join('');

  const here = members.filter((member) => member.country === country && member.city);
  const positions = await townPositions(
    country,
    here.map((member) => member.city!),
  );
  const pins = here.flatMap((member) => {
    const position = positions.get(member.city!);
    if (!position) return [];
    const [x, y] = project(position.lon, position.lat);
    // A town off the mainland (an island province) stays off the map.
    if (x < 0 || y < 0 || x > MAP_WIDTH || y > height) return [];
    return [{ id: member.id, x, y }];
  });
  return { country, outline, width: MAP_WIDTH, height, pins };
}

/** Closer points than this (SVG units) are one: the map is drawn small, the data is detailed. */
const MIN_STEP = 1.5;

/** A ring as SVG path data, leaving out points too close to show and rings too small to see. */
function drawRing(points: Array<[number, number]>): string {
  const kept: Array<[number, number]> = [];
  for (const point of points) {
    const last = kept.at(-1);
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= MIN_STEP) kept.push(point);
  }
  if (kept.length < 3) return '';
  return `M${kept.map((point) => point.join(',')).join('L')}Z`;
}
