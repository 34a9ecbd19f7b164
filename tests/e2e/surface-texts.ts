import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';

const poll = { polling: 100, timeout: 20_000 } as const;

/**
 * Asks the e2e build's bridge to read Linkwise's closed shadow roots (`read-surfaces`,
 * `read-badges`) and returns what it wrote into the document's `dataset[key]`.
 */
export async function readThroughBridge<T>(
  page: Page,
  action: 'read-surfaces' | 'read-badges' | 'read-tab',
  key: 'linkwiseE2eSurfaces' | 'linkwiseE2eBadges' | 'linkwiseE2eReply',
): Promise<T> {
  await page.evaluate(
    (a, k) => {
      delete document.documentElement.dataset[k];
      window.postMessage({ linkwiseE2E: { action: a } }, '*');
    },
    action,
    key,
  );
  const answer = await page.waitForFunction((k) => document.documentElement.dataset[k], poll, key);
  return JSON.parse((await answer.jsonValue()) as string);
}

/** The text of Linkwise's surfaces in the page, and what of it is bold: what a person reads. */
export const surfaceTexts = (page: Page) =>
  readThroughBridge<Array<{ tag: string; text: string; bold: string[] }>>(
    page,
    'read-surfaces',
    'linkwiseE2eSurfaces',
  );

/** Each of `phrases` said by one of `texts` (the badges' labels, the check's rows). */
export function expectEachSaid(texts: readonly string[], phrases: readonly string[]): void {
  for (const phrase of phrases)
    expect(
      texts.some((text) => text.includes(phrase)),
      JSON.stringify(texts),
    ).toBe(true);
}
