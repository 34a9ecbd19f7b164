import { readClaimPage } from '../../utils/content/claim-signals';
import { signalsOfPage } from '../../utils/lookalike/claim-page';
import type { ClaimSignals } from '../../utils/lookalike/claim-signals';

/**
 * A page's claim as the judge is handed it: read off the page by the content script's code and
 * into signals by the background's (the two halves `page:claim` joins), the frame's host its own.
 */
export function readClaimSignals(doc: Document, field: Element): ClaimSignals {
  return signalsOfPage(readClaimPage(doc, field), doc.location?.hostname ?? '');
}
