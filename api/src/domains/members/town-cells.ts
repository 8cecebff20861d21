/**
 * Issue 27 §3: a distance search reads an index, never a scan. Towns are grouped in cells of
 * half a degree of latitude by half a degree of longitude (≈55 km by 34 km at 52° N); a
 * profile's cell is a column the database computes from its town (`town_cell`, migration 0044,
 * the same arithmetic as `townCell` here). A search within some kilometres asks for the cells
 * its circle's bounding box touches — a handful for 50 km, about 160 for 250 — and then for the
 * exact distance among the towns in them.
 */
const CELLS_PER_DEGREE = 2;
/** Longitude columns around the earth: 360 degrees. */
const COLUMNS = 360 * CELLS_PER_DEGREE;
/** Kilometres in a degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = 111.195;

/** A position's cell: its row of latitude times 1000 plus its column of longitude. */
export function townCell(lat: number, lon: number): number {
  return (
    Math.floor((lat + 90) * CELLS_PER_DEGREE) * 1000 + Math.floor((lon + 180) * CELLS_PER_DEGREE)
  );
}

/** Every cell a circle of `km` around the position may reach (its bounding box's cells). */
export function townCellsWithin({
  lat,
  lon,
  km,
}: {
  lat: number;
  lon: number;
  km: number;
}): number[] {
  const dLat = km / KM_PER_DEGREE;
  const south = Math.max(-90, lat - dLat);
  const north = Math.min(90, lat + dLat);
  // A degree of longitude is shortest at the box's edge farthest from the equator.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos((Math.min(widest, 89) * Math.PI) / 180);
  const dLon = Math.min(180, km / (KM_PER_DEGREE * cos));
  const rows = [
    Math.floor((south + 90) * CELLS_PER_DEGREE),
    Math.floor((north + 90) * CELLS_PER_DEGREE),
  ];
  const first = Math.floor((lon - dLon + 180) * CELLS_PER_DEGREE);
  const last = Math.floor((lon + dLon + 180) * CELLS_PER_DEGREE);
  const columns = new Set<number>();
  // Across the antimeridian the columns wrap round.
  for (let column = first; column <= last; column++)
    columns.add(((column % COLUMNS) + COLUMNS) % COLUMNS);
  const cells: number[] = [];
  for (let row = rows[0]!; row <= rows[1]!; row++)
    for (const column of columns) cells.push(row * 1000 + column);
  return cells;
}
