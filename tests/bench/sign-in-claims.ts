import { signInPageFlags, signInPages, startSignInPageServer } from '../emulator/sign-in-pages';
import { startBenchBrowser } from './bench-browser';
import { median, round } from './stats';

/**
 * What reading a sign-in page's claim costs the page (issue 75): the real sign-in and sign-up
 * pages of tests/fixtures/sign-in-pages, each over https under its own name, in a bench build
 * that times its own work; per page, the main-thread time of the claim's reading (finding the
 * secret field: `claim-find`, which every page pays; reading the title, headings and pictures
 * before it: `claim`) and the content scripts' total. The tree before read nothing (0 ms); its total is the other figure to set beside.
 */
export async function benchSignInClaims() {
  const server = await startSignInPageServer();
  const bench = await startBenchBrowser('.output/bench-claims', {}, signInPageFlags(server.port));
  const claim: number[] = [];
  const total: number[] = [];
  try {
    for (const signIn of signInPages()) {
      const page = await bench.session.browser.newPage();
      await page.bringToFront();
      await page.goto(signIn.url, { waitUntil: 'load' });
      // The claim is read at `document_end`; its answer (nothing, on a site's own page) comes
      // within a round trip. A second is ample on any machine.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const figures = await page.evaluate(() => {
        document.dispatchEvent(new Event('linkwise-bench-timing'));
        return document.documentElement.dataset.linkwiseBench ?? '{}';
      });
      const timing = JSON.parse(figures) as { totalMs?: number; byLabel?: Record<string, number> };
      claim.push((timing.byLabel?.claim ?? 0) + (timing.byLabel?.['claim-find'] ?? 0));
      total.push(timing.totalMs ?? 0);
      await page.close();
    }
  } finally {
    await bench.session.close();
    await bench.emulator.close();
    await server.close();
  }
  const rows = [
    {
      name: "Reading a sign-in page's claim (main thread, per page)",
      medianMs: round(median(claim), 2),
      worstMs: round(Math.max(...claim), 2),
      pages: claim.length,
    },
    {
      name: 'Content scripts in all, same pages',
      medianMs: round(median(total), 2),
      worstMs: round(Math.max(...total), 2),
      pages: total.length,
    },
  ];
  console.table(rows);
  return rows;
}
