/**
 * Road miles and travel minutes between places, each pair estimated once and kept: the day's
 * plan is rebuilt for every new order and most places (labs, pharmacies, the drivers' last fixes)
 * are the same as last time, so only the new places' rows cost anything.
 */
import { estimateTravelMinutes } from '../eta';
import { estimateRoadMiles, type LatLng } from '../geo';

/** Legs shorter than this are the same address: no drive, no second parking. */
export const SAME_PLACE_MILES = 0.1;
/** Past this many places the cache starts afresh (a long-running server, many days). */
const MAX_PLACES = 20_000;

export class PlaceMatrix {
  private readonly ids = new Map<string, number>();
  private points: LatLng[] = [];
  private rows: Float64Array[] = [];
  private minuteRows: Float64Array[] = [];

  /** The place's number, added if new. */
  place(point: LatLng): number {
    const key = `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      if (this.points.length >= MAX_PLACES) this.clear();
      id = this.points.length;
      this.ids.set(key, id);
      this.points.push(point);
      this.rows.push(new Float64Array(0));
      this.minuteRows.push(new Float64Array(0));
    }
    return id;
  }

  miles(from: number, to: number): number {
    if (from === to) return 0;
    this.fill(from, to);
    return this.rows[from]![to]!;
  }

  /** Minutes for the leg by the ETA rule; none for the same address. */
  minutes(from: number, to: number): number {
    if (from === to) return 0;
    this.fill(from, to);
    return this.minuteRows[from]![to]!;
  }

  /**
   * Miles and minutes from one place to each of `places` (index by place number), every pair
   * estimated: the day builder copies a whole row at once instead of asking pair by pair.
   */
  row(from: number, places: readonly number[]): { miles: Float64Array; minutes: Float64Array } {
    for (const to of places) if (to >= 0) this.fill(from, to);
    return { miles: this.rows[from]!, minutes: this.minuteRows[from]! };
  }

  private fill(from: number, to: number): void {
    let row = this.rows[from]!;
    if (row.length <= to) {
      const length = Math.max(to + 1, this.points.length, row.length * 2);
      const grown = new Float64Array(length).fill(NaN);
      grown.set(row);
      this.rows[from] = row = grown;
      const minutes = new Float64Array(length);
      minutes.set(this.minuteRows[from]!);
      this.minuteRows[from] = minutes;
    }
    if (!Number.isNaN(row[to]!)) return;
    let miles = estimateRoadMiles(this.points[from]!, this.points[to]!);
    if (miles < SAME_PLACE_MILES) miles = 0;
    row[to] = miles;
    this.minuteRows[from]![to] = miles === 0 ? 0 : estimateTravelMinutes(miles);
  }

  clear(): void {
    this.ids.clear();
    this.points = [];
    this.rows = [];
    this.minuteRows = [];
  }
}
