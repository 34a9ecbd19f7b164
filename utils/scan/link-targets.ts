/** Links grouped by the hostname they point to, the unit the lookup service checks. */
export type LinkTargets = Map<string, HTMLAnchorElement[]>;

/**
 * Collects http(s) links under `root`, grouped by lowercase hostname. Links to the page's own
 * host are left out (the site itself is checked once, not per link), and so are
 * `javascript:`, `data:` and other schemes. Reads only; never writes to the DOM.
 */
export function collectLinkTargets(root: ParentNode, pageHost: string): LinkTargets {
  const targets: LinkTargets = new Map();
  const own = pageHost.toLowerCase();
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href], area[href]')) {
    const protocol = anchor.protocol;
    if (protocol !== 'http:' && protocol !== 'https:') continue;
    const host = anchor.hostname.toLowerCase();
    if (!host || host === own) continue;
    const group = targets.get(host);
    if (group) group.push(anchor);
    else targets.set(host, [anchor]);
  }
  return targets;
}

/** The attribute that marks a risky item; its value is the level as the service sent it. */
export const RISK_ATTRIBUTE = 'data-linkwise-risk';

/** Marks each element with the level. Returns how many elements were written to. */
export function markRisky(elements: readonly Element[], level: string): number {
  let writes = 0;
  for (const element of elements) {
    if (element.getAttribute(RISK_ATTRIBUTE) === level) continue;
    element.setAttribute(RISK_ATTRIBUTE, level);
    writes++;
  }
  return writes;
}
