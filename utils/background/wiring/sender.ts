/** The parts of `runtime.MessageSender` the policy looks at. */
export interface SenderInfo {
  id?: string;
  url?: string;
  /** The frame's origin (Chrome): its maker's for a frame a page made itself. */
  origin?: string;
  tab?: { id?: number; incognito?: boolean; url?: string };
  frameId?: number;
}

const isWeb = (url: string | undefined): boolean => /^https?:\/\//i.test(url ?? '');

/**
 * The web address a content script's frame belongs to, from the browser's own record: the
 * frame's own for a web page. A frame a page made itself (about:blank, about:srcdoc, blob:,
 * data:, sandboxed: a mail's body, or a form a scam page hides in one) is its maker's: Chrome's
 * `origin` says whose, a blob's address holds its maker's origin, and otherwise it is the tab's
 * page. So its typing is held, its site rules apply and its links are judged as its maker's.
 */
export function pageUrlOf(sender: SenderInfo): string | undefined {
  const { url } = sender;
  if (isWeb(url)) return url;
  if (isWeb(sender.origin)) return `${sender.origin}/`;
  const blobOf = url?.startsWith('blob:') ? url.slice(5) : '';
  if (isWeb(blobOf) && URL.canParse(blobOf)) return `${new URL(blobOf).origin}/`;
  const page = sender.tab?.url;
  return isWeb(page) ? page : url;
}

export type SenderKind = 'extension-page' | 'content-script';

/**
 * Who sent a message: one of this extension's own pages, one of its content scripts, or
 * nobody we answer (another extension, or anything unexpected). Same idea as Bitwarden's
 * `senderIsInternal` and uBlock Origin's privileged/unprivileged ports.
 */
export function classifySender(
  sender: SenderInfo,
  extensionId: string,
  extensionOrigin: string,
): SenderKind | null {
  if (sender.id !== extensionId) return null;
  if (sender.url?.startsWith(extensionOrigin)) return 'extension-page';
  if (sender.tab) return 'content-script';
  return null;
}
