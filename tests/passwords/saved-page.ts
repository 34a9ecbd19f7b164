/**
 * What a page saved by a person says of itself (the Fathom samples' drawers read it): the host it
 * came from, and the page made inert to serve or parse.
 */
import { Window } from 'happy-dom';
import { parse } from 'tldts';

/** Hosts that serve other sites' resources: never a page's own. */
const SERVES_OTHERS =
  /(^|\.)(googleapis|gstatic|cloudflare|bootstrapcdn|jsdelivr|cloudfront|akamai\w*|fbcdn|facebook|google|googletagmanager|doubleclick|jquery|unpkg|typekit|fontawesome|twitter|twimg|youtube|ytimg|gravatar|wp)\.(com|net|org)$/;

/** The host a saved page came from, or null when what it says of itself disagrees or is missing. */
export function hostOf(html: string, field: string): string | null {
  const named = [
    /<meta[^>]+property="og:url"[^>]+content="https?:\/\/([^/"?#:]+)/i,
    /<link[^>]+rel="canonical"[^>]+href="https?:\/\/([^/"?#:]+)/i,
  ]
    .map((pattern) => pattern.exec(html)?.[1]?.toLowerCase())
    .find(Boolean);
  if (named) return named;
  // The form that holds the labelled field, if it posts to an absolute address.
  const at = html.indexOf(`data-fathom="${field}"`);
  const form = html.lastIndexOf('<form', at);
  const action =
    form >= 0 ? /action="https?:\/\/([^/"?#:]+)/i.exec(html.slice(form, at))?.[1] : null;
  if (action) return action.toLowerCase();
  const counts = new Map<string, number>();
  for (const [, host] of html.matchAll(/data-original-(?:href|src)="https?:\/\/([^/"?#:]+)/gi)) {
    const lower = host!.toLowerCase();
    if (!SERVES_OTHERS.test(parse(lower).domain ?? ''))
      counts.set(lower, (counts.get(lower) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 3 ? best[0] : null;
}

/** Scripts and refreshes out: a saved page must neither reach the network nor move on. */
export const inert = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<meta[^>]+http-equiv="refresh"[^>]*>/gi, '');

/** A saved page parsed at `url` with nothing run or fetched: no scripts, styles, frames or styling. */
export function inertWindow(html: string, url: string): Window {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  window.document.write(inert(html));
  return window;
}
