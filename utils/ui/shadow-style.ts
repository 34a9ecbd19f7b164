import { ownHosts } from '../page-ui-globals';

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Styles a shadow root. A constructed stylesheet is shared by every root of a document (one
 * sheet for thousands of badges) and is not subject to the page's CSP, which can forbid
 * inline <style> (style-src 'none'). Where adopting fails, a <style> element is the fallback.
 */
export function styleShadowRoot(root: ShadowRoot, css: string, extra?: string): void {
  const doc = root.ownerDocument;
  ownHosts().add(root.host);
  try {
    root.adoptedStyleSheets = [css, ...(extra ? [extra] : [])].map((text) =>
      sharedSheet(doc, text),
    );
  } catch {
    const style = doc.createElement('style');
    style.textContent = extra ? `${css}\n${extra}` : css;
    root.prepend(style);
  }
}

/** Adds one more sheet to a root styled by styleShadowRoot (its rules come last, so they win). */
export function addShadowStyle(root: ShadowRoot, css: string): void {
  try {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sharedSheet(root.ownerDocument, css)];
  } catch {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}

/** One constructed sheet per document and text, shared by every root that uses it. */
function sharedSheet(doc: Document, css: string): CSSStyleSheet {
  let byCss = sheets.get(doc);
  if (!byCss) {
    byCss = new Map();
    sheets.set(doc, byCss);
  }
  let sheet = byCss.get(css);
  if (!sheet) {
    sheet = new (doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet)();
    sheet.replaceSync(css);
    byCss.set(css, sheet);
  }
  return sheet;
}
