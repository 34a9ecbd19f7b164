/** The parts of `runtime.MessageSender` the policy looks at. */
export interface SenderInfo {
  id?: string;
  url?: string;
  tab?: { id?: number; incognito?: boolean };
  frameId?: number;
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
