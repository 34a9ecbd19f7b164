import type { DrawingSource, MarkDrawing } from '../scan/mark-drawing';
import { itemTextOf } from './badge';
import { keepClear } from './badge-room';
import { markLink, markText, unmarkItem } from './mark';

/** The drawing itself: in the page UI bundle, and in tests. */
export const markDrawing: MarkDrawing = { markLink, markText, unmarkItem, itemTextOf, keepClear };

/** A source that has the drawing at once (tests, and anything bundling it). */
export const drawingAtOnce: DrawingSource = {
  now: () => markDrawing,
  load: async () => markDrawing,
};
