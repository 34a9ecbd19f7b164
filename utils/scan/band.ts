/**
 * Flow: **what is near** — the part of the page read at once, in viewport coordinates
 * (0 = the top of the screen): the screen, and one screen either side of it.
 */
export interface Band {
  /** Read what lies between these. */
  top: number;
  bottom: number;
  /** What lies between 0 and this is on screen: asked at `visible` priority. */
  screenBottom: number;
  /**
   * Names the layout the band was read in (width, document height, panes scrolled on their
   * own): the order of items on screen is worked out again only when it changes.
   */
  stamp: string;
}

/**
 * The screen and one screen either side: what a person sees, and is about to. `racing` (the page
 * moved more than a screen since the last read, and scrolling has not settled): the screen
 * alone — what is about to be shown would be behind by the next read, its questions withdrawn
 * unanswered; the read once scrolling settles takes it in.
 */
export function bandAround(viewportHeight: number, stamp = '', racing?: boolean): Band {
  const reach = racing ? 0 : viewportHeight;
  return { top: -reach, bottom: viewportHeight + reach, screenBottom: viewportHeight, stamp };
}

/**
 * How far items may stray from page order and still be searched as one run: half a screen.
 * What a search then misses lies at the band's far edges, a screen from what is shown.
 */
export function runTolerance(band: Band): number {
  return band.screenBottom / 2;
}
