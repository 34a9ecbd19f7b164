import { LOOKUP_LIMITS } from './limits';

/**
 * How often the minute is saved at most while requests flow (throttledSave). Only a worker
 * stopped within this long of a request could forget it: the browser stops an idle worker 30 s
 * after its last event, and every request follows one (a page's question, a person's check).
 */
export const MINUTE_SAVE_GAP_MS = 250;

/**
 * One request's place in the rolling minute: from when it was sent until a minute after its
 * answer arrived (`Infinity` while it is open). Counting from the answer, not the send, is what
 * makes the minute exact as the service sees it: however long a request travelled, the one that
 * replaces it arrives more than a minute after it.
 */
export interface Place {
  until: number;
  /** When it was sent: an open request ends within the time limit, which bounds its place. */
  sentAt: number;
}

/**
 * The requests of the last minute, in all and per tab. It outlives the service worker: the
 * browser may stop and restart the worker at any time, and a fresh one that forgot the minute
 * would send a second minute's worth into the first (`snapshot` and `restore`, through session
 * storage).
 */
export class RollingMinute {
  private places: Place[] = [];
  private readonly byTab = new Map<number, Place[]>();

  constructor(private readonly onChange: () => void = () => {}) {}

  /** A request goes now, for these tabs' page work (none for a person's). */
  take(now: number, tabs: Iterable<number>): Place {
    const place: Place = { until: Number.POSITIVE_INFINITY, sentAt: now };
    this.places.push(place);
    for (const tab of tabs) {
      const list = this.byTab.get(tab) ?? [];
      list.push(place);
      this.byTab.set(tab, list);
    }
    this.onChange();
    return place;
  }

  /** Its answer came: the place is held a whole minute (and a millisecond) from now. */
  answered(place: Place, now: number): void {
    place.until = now + LOOKUP_LIMITS.minuteMs + 1;
    this.onChange();
  }

  /** How long until fewer than `allowed` places are held (0: one may go now). */
  waitFor(allowed: number, now: number): number {
    return waitWithin(this.places, allowed, now);
  }

  /** The same for one tab's page work. */
  waitForTab(tab: number, allowed: number, now: number): number {
    return waitWithin(this.byTab.get(tab) ?? [], allowed, now);
  }

  /** A tab loads another page: its share starts afresh (the minute as a whole keeps it). */
  dropTab(tab: number): void {
    this.byTab.delete(tab);
  }

  /** Lets go of places whose minute has passed. */
  forgetPast(now: number): void {
    const live = (place: Place) => place.until > now;
    if (this.places.every(live)) return;
    this.places = this.places.filter(live);
    for (const [tab, list] of this.byTab) {
      const kept = list.filter(live);
      if (kept.length === 0) this.byTab.delete(tab);
      else this.byTab.set(tab, kept);
    }
  }

  /**
   * When each held place ends, for a worker that starts after this one: an open request ends
   * at the latest when its time limit runs out, so its place is held a minute after that.
   */
  snapshot(): number[] {
    const { minuteMs, timeoutMs } = LOOKUP_LIMITS;
    return this.places.map((place) =>
      Number.isFinite(place.until) ? place.until : place.sentAt + timeoutMs + minuteMs + 1,
    );
  }

  /** Takes over the places a stopped worker held (those still within their minute). */
  restore(untils: readonly number[], now: number): void {
    for (const until of untils) {
      if (until > now) this.places.push({ until, sentAt: until - LOOKUP_LIMITS.minuteMs });
    }
  }

  get held(): number {
    return this.places.length;
  }
}

/**
 * How long until fewer than `allowed` of `places` are held (they are live: forgetPast ran
 * first). An open request frees its place only after it is answered: Infinity here, and the
 * answer pumps the queue again.
 */
function waitWithin(places: readonly Place[], allowed: number, now: number): number {
  if (places.length < allowed) return 0;
  const ends = places.map((place) => place.until).sort((a, b) => a - b);
  return ends[places.length - allowed]! - now;
}
