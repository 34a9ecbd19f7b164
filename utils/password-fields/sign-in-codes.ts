import { listenKept } from '../content/relisten';
import { ownHosts } from '../page-ui-globals';
import { isIdentityProvider, signInAddressIn } from '../passwords/sign-in-code';

/**
 * ConsentFix stopped on the page: a paste or a drop carrying a sign-in code (sign-in-code.ts)
 * into a page that is no identity provider's never reaches the page, in any field or none. Listened
 * for before anything else Linkwise holds (the typing hold would hand it over later), on window in
 * the capture phase, from `document_start`. `stopped` hears what was stopped and where it was
 * aimed, for the warning and a deliberate "paste it anyway".
 */
export function stopSignInCodes(
  enabled: () => boolean,
  stopped: (target: Element, text: string) => void,
  signal?: AbortSignal,
): void {
  if (isIdentityProvider(location.hostname)) return;
  const own = ownHosts();
  for (const type of ['paste', 'drop'])
    listenKept(
      window,
      type,
      (event) => {
        const target = event.composedPath()[0];
        if (!event.isTrusted || !enabled() || !(target instanceof Element) || own.has(target))
          return;
        const data = (event as ClipboardEvent).clipboardData ?? (event as DragEvent).dataTransfer;
        const text = data?.getData('text/plain') || data?.getData('text/uri-list') || '';
        if (!signInAddressIn(text)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        stopped(target, text);
      },
      { capture: true, signal },
    );
}
