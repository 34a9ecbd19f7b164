import { itemTextOf } from '../ui/badge';
import { keepClear } from '../ui/badge-turn';
import { markLink, markText, unmarkItem } from './mark';
import type { DrawingSource, MarkDrawing } from './mark-drawing';

/** The drawing itself: in the page UI bundle, and in tests. */
export const markDrawing: MarkDrawing = { markLink, markText, unmarkItem, itemTextOf, keepClear };

/** A source that has the drawing at once (tests, and anything bundling it). */
export const drawingAtOnce: DrawingSource = {
  now: () => markDrawing,
  load: async () => markDrawing,
};
