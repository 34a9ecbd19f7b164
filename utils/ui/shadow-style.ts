const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Styles a shadow root. A constructed stylesheet is shared by every root of a document (one
 * sheet for thousands of badges) and is not subject to the page's CSP, which can forbid
 * inline <style> (style-src 'none'). Where adopting fails, a <style> element is the fallback.
 */
export function styleShadowRoot(root: ShadowRoot, css: string): void {
  const doc = root.ownerDocument;
  try {
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
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
