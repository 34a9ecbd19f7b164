import type { RiskyVerdict } from '../lookup/verdict';

/** A text hit whose position stays right while other hits in the same node are marked. */
export interface TextSpan {
  node: Text;
  start: number;
  end: number;
}

/** An item's computed text size and line height (`16px`, `normal`): numbers only, never page text. */
export interface ItemText {
  fontSize: string;
  lineHeight: string;
}

/**
 * Flow: **marks** (the drawing) — what writes a mark into the page: the underline and badge of
 * a link, the wrapper and badge of text. Only a page with something risky needs it, so the
 * content script is handed it with the page UI (utils/ui/page-ui.ts, utils/ui/mark.ts),
 * injected when first needed; tests hand it in directly (utils/ui/mark-drawing-parts.ts). The
 * scan room names what it needs here and never imports the drawing: nothing of it is bundled.
 */
export interface MarkDrawing {
  /** Marks a link: its underline, and its badge after it (returned). */
  markLink(link: Element, verdict: RiskyVerdict, itemText?: ItemText): HTMLElement;
  /** Wraps a text hit in a marked span (returned), keeping `siblings`' positions right. */
  markText(hit: TextSpan, siblings: readonly TextSpan[], verdict: RiskyVerdict): HTMLElement;
  /** Takes a mark off an item, giving the page its own styles back. */
  unmarkItem(item: Element): void;
  /** The item's text size when it differs from its surroundings (a style read, no layout). */
  itemTextOf(item: Element): ItemText | undefined;
  /** Keeps a badge clear of what follows it (turned when it would cover text). */
  keepClear(host: Element): void;
}

/** The drawing if it is here (null while it loads), and a promise of it. */
export interface DrawingSource {
  now(): MarkDrawing | null;
  load(): Promise<MarkDrawing | null>;
}
