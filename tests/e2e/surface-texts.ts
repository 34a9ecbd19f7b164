import type { Page } from 'puppeteer-core';

const poll = { polling: 100, timeout: 20_000 } as const;

/**
 * The text of Linkwise's surfaces in the page (closed shadow roots), through the e2e build's
 * bridge: what a person reads there.
 */
export async function surfaceTexts(
  page: Page,
): Promise<Array<{ tag: string; text: string; bold: string[] }>> {
  await page.evaluate(() => {
    delete document.documentElement.dataset.linkwiseE2eSurfaces;
    window.postMessage({ linkwiseE2E: { action: 'read-surfaces' } }, '*');
  });
  const answer = await page.waitForFunction(
    () => document.documentElement.dataset.linkwiseE2eSurfaces,
    poll,
  );
  return JSON.parse((await answer.jsonValue()) as string);
}
