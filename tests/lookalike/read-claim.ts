import { readClaimPage, readLinkHosts } from '../../utils/content/claim-signals';
import { signalsOfPage } from '../../utils/lookalike/claim-page';
import type { ClaimSignals } from '../../utils/lookalike/claim-signals';

/**
 * A page's claim as the judge is handed it: read off the page by the content script's code and
 * into signals by the background's (the two halves `page:claim` joins), the frame's host its own.
 * Its links too, which the content script reads only when the background asks for them: the
 * judge then decides as on that second ask.
 */
export function readClaimSignals(doc: Document, field: Element): ClaimSignals {
  const page = { ...readClaimPage(doc, field), linkHosts: readLinkHosts(doc) };
  return signalsOfPage(page, doc.location?.hostname ?? '');
}
