import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verdict } from '@/utils/lookup/verdict';
import { ASK_WINDOW } from '@/utils/scan/asking';
import { bandAround } from '@/utils/scan/band';
import type { PageAnswers } from '@/utils/scan/batch-checker';
import { ItemRegistry } from '@/utils/scan/item-registry';
import type { DrawingSource } from '@/utils/scan/mark-drawing';
import { PageProtector, type ProtectorOptions } from '@/utils/scan/protector';
import { hostOfHref } from '@/utils/scan/targets';
import { TreeReader } from '@/utils/scan/tree-reader';
import { drawingAtOnce, markDrawing } from '@/utils/ui/mark-drawing-parts';
import { pageAttributes } from '@/utils/ui/page-names';

const RISK_ATTRIBUTE = pageAttributes().risk;
/** A badge's host: a tag of its own, drawn at random (utils/ui/page-names.ts). */
const isBadgeHost = (name: string) => /^[A-Z][A-Z0-9]{5}-[A-Z][A-Z0-9]{3}$/.test(name);

const OPTIONS: ProtectorOptions = {
  pageHost: 'news.example.com',
  pageSite: 'example.com',
  links: true,
  emails: true,
  phones: true,
  minSeverity: 1,
};

const risky = (value: string, level: string, severity: number): Verdict => ({
  kind: 'risky',
  value,
  valueKind: 'domain',
  type: 'domain',
  level,
  severity,
  knownLevel: true,
  score: 90,
  reports: 3,
  status: 'verified_scam',
  lastUpdated: '2026-01-01T00:00:00.000Z',
});

const VERDICTS: Record<string, Verdict> = {
  'scam.com': risky('scam.com', 'CRITICAL', 4),
  'mailto:refunds@scam.com': risky('refunds@scam.com', 'HIGH', 3),
  'tel:+18005550199': risky('+18005550199', 'CRITICAL', 4),
  '+1 800 555 0199': risky('+18005550199', 'CRITICAL', 4),
  'fraud@scam.com': risky('fraud@scam.com', 'LOW', 1),
};

function setup(
  html: string,
  options: Partial<ProtectorOptions> = {},
  drawing: DrawingSource = drawingAtOnce,
) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    'https://news.example.com/a',
  );
  document.body.innerHTML = html;
  const asked: string[] = [];
  const priorities: Array<[string, string]> = [];
  const forgotten: string[][] = [];
  const protector: PageProtector = new PageProtector({
    options: { ...OPTIONS, ...options },
    drawing,
    forget: (values) => forgotten.push(values),
    // Answers come back later, in their own turn, as they do over the port.
    ask: (values, priority) => {
      const batch = [...values];
      for (const value of batch) priorities.push([value, priority]);
      asked.push(...batch.filter(() => priority === 'page'));
      setTimeout(() => {
        const answers: PageAnswers = { risky: [], settled: [] };
        for (const value of batch) {
          const verdict = VERDICTS[value];
          if (verdict?.kind === 'risky') answers.risky.push([value, verdict]);
          else answers.settled.push(value);
        }
        protector.receive(answers);
      }, 0);
    },
  });
  return { protector, asked, priorities, forgotten };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Readers open (a feed must not pile them up): at a read, each plans its part of the band. */
function openReaders(protector: PageProtector): number {
  const planned = vi.spyOn(TreeReader.prototype, 'planBand');
  protector.readNear(bandAround(600));
  const count = planned.mock.calls.length;
  planned.mockRestore();
  return count;
}

/** Reads a subtree to the end at once, as "Check the whole page" does in slices. */
function readWhole(protector: PageProtector, root: Node): void {
  protector.enqueue([root]);
  while (protector.readRest(() => true));
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('PageProtector', () => {
  it('with the drawing still loading, a risky link is held for the click guard at once and marked when it comes', async () => {
    let arrive: (drawing: typeof markDrawing) => void = () => {};
    let here = false;
    const loading = new Promise<typeof markDrawing>((resolve) => {
      arrive = (drawing) => {
        here = true;
        resolve(drawing);
      };
    });
    let loads = 0;
    const { protector } = setup(
      '<a id="bad" href="https://scam.com/a">bad</a>',
      {},
      {
        now: () => (here ? markDrawing : null),
        load: () => {
          loads++;
          return loading;
        },
      },
    );
    readWhole(protector, document.body);
    await flush();
    const link = document.getElementById('bad')!;
    expect(protector.verdicts.get(link)?.kind).toBe('risky');
    expect(link.hasAttribute(RISK_ATTRIBUTE)).toBe(false);
    expect(protector.marked).toEqual([]);
    arrive(markDrawing);
    await flush();
    expect(link.hasAttribute(RISK_ATTRIBUTE)).toBe(true);
    expect(protector.marked).toEqual([link]);
    expect(loads).toBe(1);
  });

  it('asks once per candidate: hostnames, mailto and tel, e-mails and +phones in text', async () => {
    const { protector, asked } = setup(`
      <a href="https://scam.com/a?x=1">1</a> <a href="http://SCAM.com/b">2</a>
      <a href="/own">own</a> <a href="https://news.example.com/x">own too</a>
      <a href="javascript:void(0)">js</a> <a href="data:text/html,x">data</a>
      <a href="mailto:refunds@scam.com?subject=hi">mail</a> <a href="tel:+18005550199">call</a>
      <p>Write to fraud@scam.com or call +1 800 555 0199 today.</p>
      <textarea>typed@scam.com +1 800 555 0100</textarea><div contenteditable="true">edit@scam.com</div>
      <script>var x = "script@scam.com";</script><code>code@scam.com</code>
    `);
    readWhole(protector, document.body);
    await flush();
    expect(asked.sort()).toEqual(
      [
        '+1 800 555 0199',
        'fraud@scam.com',
        'mailto:refunds@scam.com',
        'scam.com',
        'tel:+18005550199',
      ].sort(),
    );
  });

  it('reads e-mail addresses in a <pre> (plain-text mail), never its numbers or its code', async () => {
    const { protector, asked } = setup(`
      <pre>From: "PayPal Service" &lt;no-reply@mailer-4411.com&gt;
Call +1 800 555 0199 now.
<code>code@scam.com +1 800 555 0100</code></pre>
    `);
    readWhole(protector, document.body);
    await flush();
    expect(asked).toEqual(['no-reply@mailer-4411.com']);
  });

  it('touches exactly the risky items: one attribute and one badge each, text wrapped in a span', async () => {
    const { protector } = setup(`
      <a href="https://scam.com/a">bad</a> <a href="https://fine.org/">fine</a>
      <p id="t">Mail fraud@scam.com or call +1 800 555 0199, or safe@fine.org.</p>
    `);
    const safeLink = document.querySelector('a[href="https://fine.org/"]')!.outerHTML;
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    readWhole(protector, document.body);
    await flush();
    await flush();
    observer.disconnect();
    expect(
      [...document.querySelectorAll(`[${RISK_ATTRIBUTE}]`)].map((e) => [
        e.tagName,
        e.textContent,
        e.getAttribute(RISK_ATTRIBUTE),
      ]),
    ).toEqual([
      ['A', 'bad', 'CRITICAL'],
      ['SPAN', 'fraud@scam.com', 'LOW'],
      ['SPAN', '+1 800 555 0199', 'CRITICAL'],
    ]);
    expect([...document.querySelectorAll('*')].filter((e) => isBadgeHost(e.tagName))).toHaveLength(
      3,
    );
    expect(document.getElementById('t')?.textContent).toBe(
      'Mail fraud@scam.com or call +1 800 555 0199, or safe@fine.org.',
    );
    expect(document.querySelector('a[href="https://fine.org/"]')!.outerHTML).toBe(safeLink);
    // Nodes put in: a badge per risky item and a wrapper per text hit (and the text split off
    // around each hit); attributes set: the bad link's mark, and its style (room for the badge).
    const added = observed.flatMap((record) => [...record.addedNodes].map((node) => node.nodeName));
    const kinds = added
      .filter((name) => name !== '#text')
      .map((name) => (isBadgeHost(name) ? 'badge' : name));
    expect(kinds).toEqual(['badge', 'SPAN', 'badge', 'SPAN', 'badge']);
    // Each badge its own tag: one a page has seen says nothing of the next.
    expect(new Set(added.filter(isBadgeHost)).size).toBe(3);
    const attributes = observed.map((record) => record.attributeName).filter(Boolean);
    expect(new Set(attributes)).toEqual(new Set([RISK_ATTRIBUTE, 'style']));
    // Every change is at a risky item or its parent; the only attribute set is on the bad link.
    const bad = document.querySelector('a[href="https://scam.com/a"]')!;
    const paragraph = document.getElementById('t')!;
    for (const record of observed) {
      const target = record.target;
      const allowed = target === bad || target === bad.parentNode || paragraph.contains(target);
      expect(allowed).toBe(true);
      if (record.type === 'attributes') expect(target).toBe(bad);
    }
  });

  it('marks nothing below the chosen minimum level', async () => {
    const { protector } = setup('<p>fraud@scam.com and <a href="https://scam.com/">x</a></p>', {
      minSeverity: 2,
    });
    readWhole(protector, document.body);
    await flush();
    expect([...document.querySelectorAll(`[${RISK_ATTRIBUTE}]`)].map((e) => e.tagName)).toEqual([
      'A',
    ]);
  });

  it('marks new content with the verdict it already has, without asking again', async () => {
    const { protector, asked } = setup('<div id="feed"><a href="https://scam.com/1">1</a></div>');
    readWhole(protector, document.body);
    await flush();
    const more = document.createElement('a');
    more.href = 'https://scam.com/2';
    document.getElementById('feed')!.append(more);
    readWhole(protector, more);
    // Marked with the rest of the scan's known items, before the page is drawn again.
    await Promise.resolve();
    expect(more.getAttribute(RISK_ATTRIBUTE)).toBe('CRITICAL');
    expect(asked).toEqual(['scam.com']);
  });

  it('marks every known value of a text read later, two in one text node too', async () => {
    const line = 'Write to fraud@scam.com or call +1 800 555 0199 today.';
    const { protector } = setup(`<p id="first">${line}</p>`);
    readWhole(protector, document.body);
    await flush();
    await flush();
    // The same values, known now, in a paragraph read afterwards (as when it comes near).
    const later = document.createElement('p');
    later.textContent = line;
    document.body.append(later);
    readWhole(protector, later);
    await flush();
    for (const paragraph of document.querySelectorAll('p')) {
      expect(
        [...paragraph.querySelectorAll(`[${RISK_ATTRIBUTE}]`)].map((e) => e.textContent),
      ).toEqual(['fraud@scam.com', '+1 800 555 0199']);
      expect(paragraph.textContent).toBe(line);
    }
  });

  it('never scans its own marks again, and scans open shadow roots', async () => {
    const { protector, asked } = setup('<div id="host"></div><p>fraud@scam.com</p>');
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a href="https://scam.com/in-shadow">s</a>';
    readWhole(protector, document.body);
    await flush();
    expect(shadow.querySelector(`[${RISK_ATTRIBUTE}]`)).not.toBeNull();
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    readWhole(protector, document.body);
    await flush();
    observer.disconnect();
    expect(observed).toEqual([]);
    expect(asked.sort()).toEqual(['fraud@scam.com', 'scam.com']);
  });

  it('reads page strings as text: hostile values never become markup', async () => {
    const { protector } = setup('<p>&lt;img src=x onerror=alert(1)&gt; fraud@scam.com</p>');
    const spy = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
    readWhole(protector, document.body);
    await flush();
    expect(spy).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('PageProtector slices', () => {
  it('pauses when the slice is used up and resumes where it stopped, losing nothing', async () => {
    const links = Array.from(
      { length: 3_000 },
      (_, i) => `<a href="https://host-${i % 500}.example.org/${i}">${i}</a>`,
    );
    const { protector, asked } = setup(
      `<div>${links.join('')}</div><a href="https://scam.com/">last</a>`,
    );
    protector.enqueue([document.body]);
    let slices = 0;
    while (protector.readRest(() => false)) slices++;
    expect(slices).toBeGreaterThan(5);
    // A page keeps at most ASK_WINDOW questions open: answers make room for the next.
    for (let round = 0; round < 501 / ASK_WINDOW + 1; round++) await flush();
    expect(new Set(asked).size).toBe(501);
    expect(document.querySelector(`a[${RISK_ATTRIBUTE}]`)?.textContent).toBe('last');
  });
});

describe('PageProtector order', () => {
  it('lists marked items in page order, whatever order their answers came in', async () => {
    const { protector } = setup(
      '<p>fraud@scam.com</p><a href="https://scam.com/">link</a><p>call +1 800 555 0199</p>',
    );
    readWhole(protector, document.body);
    await flush();
    expect(protector.marked.map((e) => e.textContent)).toEqual([
      'fraud@scam.com',
      'link',
      '+1 800 555 0199',
    ]);
  });
});

describe('hostOfHref', () => {
  it.each([
    ['https://Scam.COM/a?b#c', 'scam.com'],
    ['http://user:pw@shop.example.com:8080/x', 'shop.example.com'],
    ['https://example.com', 'example.com'],
    ['https://example.com?q=a@b', 'example.com'],
    ['https://example.com#x', 'example.com'],
    ['http://[::1]:8080/', '[::1]'],
  ])('%s → %s', (href, host) => {
    expect(hostOfHref(href)).toBe(host);
  });
});

/** Boxes from `data-y` (of the element or its row), scrolled by `scrollY`: 20 px rows. */
function layOut(scrollY: number) {
  let reads = 0;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    reads++;
    const y = Number(this.closest('[data-y]')?.getAttribute('data-y') ?? Number.NaN) - scrollY;
    return { top: y, bottom: y + 20, width: 100, height: 20 } as DOMRect;
  });
  return { reads: () => reads };
}

function rowsOfLinks(count: number): string {
  return Array.from(
    { length: count },
    (_, i) => `<p data-y="${i * 20}"><a href="https://host-${i}.example.org/">${i}</a></p>`,
  ).join('');
}

describe('PageProtector near the viewport', () => {
  it('reads what is on screen and one screen around it, and asks nothing about the rest', () => {
    const { protector, priorities } = setup(rowsOfLinks(10_000));
    const { reads } = layOut(20 * 5_000); // rows 5 000 to 5 029 fill a 600 px viewport
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    const asked = priorities.map(([value, priority]) => `${priority}:${value}`);
    // On screen at visible priority; a screen above and below at page priority; nothing else.
    expect(asked.filter((a) => a.startsWith('visible:')).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `visible:host-${5_000 + i}.example.org`).sort(),
    );
    expect(asked).toHaveLength(90);
    expect(asked.filter((a) => a.startsWith('page:'))).toHaveLength(60);
    expect(protector.linksRead).toBe(90);
    expect(protector.linkCount).toBe(10_000);
    expect(reads()).toBeLessThan(200);
    vi.restoreAllMocks();
  });

  it('reads the text of a page without a single link (a mail in plain text)', () => {
    const { protector, priorities } = setup(
      `<p data-y="0">From: Chase Bank &lt;fraud@scam.com&gt;</p><p data-y="20">Call +1 800 555 0199.</p>`,
    );
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    expect(priorities.map(([value]) => value).sort()).toEqual([
      '+1 800 555 0199',
      'fraud@scam.com',
    ]);
    vi.restoreAllMocks();
  });

  it('reads more as the page scrolls, only what it had not read, and moves waiting values up', () => {
    const { protector, priorities } = setup(rowsOfLinks(300));
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600)); // rows 0 to 59: 30 on screen, 30 below
    priorities.length = 0;
    vi.restoreAllMocks();
    layOut(20 * 40); // scrolled down 40 rows: rows 40 to 69 on screen
    protector.readNear(bandAround(600));
    const asked = priorities.map(([value, priority]) => `${priority}:${value}`);
    // Rows 40 to 59 were read below the screen and still wait: asked again, at visible.
    // Rows 60 to 69 are new on screen; rows 70 to 99 new below it.
    expect(asked.filter((a) => a.startsWith('visible:'))).toHaveLength(30);
    expect(asked.filter((a) => a.startsWith('page:')).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `page:host-${70 + i}.example.org`).sort(),
    );
    expect(protector.linksRead).toBe(100);
    vi.restoreAllMocks();
  });

  it('racing past, reads and asks the screen alone; once the page rests, what is about to be shown', () => {
    const { protector, priorities, forgotten } = setup(rowsOfLinks(600));
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600)); // rows 0 to 59: 30 on screen, 30 below
    priorities.length = 0;
    vi.restoreAllMocks();
    // Three screens a read, still scrolling: rows 90 to 119 on screen, then 180 to 209.
    layOut(20 * 90);
    protector.readNear(bandAround(600, '', true));
    layOut(20 * 180);
    protector.readNear(bandAround(600, '', true));
    const asked = () => priorities.map(([value, priority]) => `${priority}:${value}`);
    const rows = (from: number, to: number, priority: string) =>
      Array.from({ length: to - from }, (_, i) => `${priority}:host-${from + i}.example.org`);
    // Nothing off screen was asked (it would be behind by the next read), nor read.
    expect(asked()).toEqual([...rows(90, 120, 'visible'), ...rows(180, 210, 'visible')]);
    expect(protector.linksRead).toBe(60 + 30 + 30);
    // Each read withdrew what the one before asked: the first screen's look-ahead, then 90 to 119.
    expect(forgotten.flat()).toHaveLength(60 + 30);
    // At rest: the screen above and the one below are read and asked.
    priorities.length = 0;
    protector.readNear(bandAround(600, ''));
    expect(asked().sort()).toEqual([...rows(150, 180, 'page'), ...rows(210, 240, 'page')].sort());
    vi.restoreAllMocks();
  });

  it('finds open shadow roots only where it reads, and the rest when the whole page is checked', async () => {
    const { protector, asked } = setup(
      `${rowsOfLinks(200)}<div data-y="3990" id="far-host"></div><p data-y="4000"><a href="https://last.example.org/">last</a></p>`,
    );
    document.getElementById('far-host')!.attachShadow({ mode: 'open' }).innerHTML =
      '<a href="https://scam.com/in-shadow">s</a>';
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    await flush();
    expect(asked).not.toContain('scam.com');
    while (protector.readRest(() => true));
    await flush();
    expect(asked).toContain('scam.com');
    expect(asked).toContain('last.example.org');
    vi.restoreAllMocks();
  });

  it('a link a person points at is read and asked first, and a known scam is marked at once', async () => {
    const { protector, priorities } = setup(
      `${rowsOfLinks(100)}<p data-y="5000"><a id="far" href="https://scam.com/far">far</a></p><p data-y="6000"><a id="farther" href="https://scam.com/farther">farther</a></p>`,
    );
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    priorities.length = 0;
    protector.intent(document.getElementById('far')!);
    expect(priorities).toEqual([['scam.com', 'intent']]);
    await flush();
    expect(document.getElementById('far')?.getAttribute(RISK_ATTRIBUTE)).toBe('CRITICAL');
    // Its verdict is known now: another link to it is marked the moment it is pointed at.
    protector.intent(document.getElementById('farther')!);
    expect(document.getElementById('farther')?.getAttribute(RISK_ATTRIBUTE)).toBe('CRITICAL');
    expect(priorities).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('at page load reads the band once; later content is read when it comes near', () => {
    const { protector, priorities } = setup(`${rowsOfLinks(100)}<ul id="feed"></ul>`);
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    expect(priorities).toHaveLength(60);
    const feed = document.getElementById('feed')!;
    const near = document.createElement('li');
    near.innerHTML = '<a data-y="100" href="https://appended-near.example.org/">n</a>';
    const far = document.createElement('li');
    far.innerHTML = '<a data-y="9000" href="https://appended-far.example.org/">f</a>';
    feed.append(near, far);
    protector.enqueue([near]);
    protector.enqueue([far]);
    protector.readNear(bandAround(600));
    expect(priorities.map(([value]) => value)).toContain('appended-near.example.org');
    expect(priorities.map(([value]) => value)).not.toContain('appended-far.example.org');
    vi.restoreAllMocks();
  });
});

describe('PageProtector text near the viewport', () => {
  /** An article with one link at its top and e-mail addresses in paragraphs all the way down. */
  const article = (paragraphs: number) =>
    `<p data-y="0"><a href="https://top.example.org/">top</a></p>${Array.from(
      { length: paragraphs },
      (_, i) => `<p data-y="${100 + i * 100}">Write to desk-${i}@paper.example.org today.</p>`,
    ).join('')}`;

  it('reads text only where it reads links: nothing far down a long article until it comes near', () => {
    const { protector, priorities } = setup(article(200)); // 20 000 px of text
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600)); // 0 to 1 200 px: paragraphs 0 to 10
    const asked = () => priorities.map(([value]) => value);
    expect(asked()).toContain('top.example.org');
    expect(asked()).toContain('desk-0@paper.example.org');
    expect(asked()).toContain('desk-10@paper.example.org');
    expect(asked()).not.toContain('desk-11@paper.example.org');
    expect(asked()).toHaveLength(12);
    vi.restoreAllMocks();
    layOut(10_000); // paragraphs 93 to 120 are within a screen
    protector.readNear(bandAround(600));
    expect(asked()).toContain('desk-99@paper.example.org');
    expect(asked()).not.toContain('desk-150@paper.example.org');
    expect(asked()).not.toContain('desk-50@paper.example.org');
    vi.restoreAllMocks();
  });

  it('answers with nothing to mark never ask for the drawing (a page with no risk loads no page UI)', async () => {
    const asked: string[] = [];
    const drawing: DrawingSource = {
      now: () => {
        asked.push('now');
        return null;
      },
      load: async () => {
        asked.push('load');
        return null;
      },
    };
    const { protector, priorities } = setup(rowsOfLinks(20), {}, drawing);
    readWhole(protector, document.body);
    await flush();
    expect(priorities).toHaveLength(20);
    expect(asked).toEqual([]);
  });

  it('links met again with every value answered cost nothing at later reads', async () => {
    const { protector, priorities } = setup(rowsOfLinks(100));
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    await flush(); // every value answered
    const valuesLookedUp = vi.spyOn(ItemRegistry.prototype, 'valuesOf');
    protector.readNear(bandAround(600));
    // Met again once: each link's values are looked up, and none waits.
    expect(valuesLookedUp).toHaveBeenCalledTimes(60);
    valuesLookedUp.mockClear();
    protector.readNear(bandAround(600));
    protector.readNear(bandAround(600));
    expect(valuesLookedUp).not.toHaveBeenCalled();
    expect(priorities).toHaveLength(60);
    vi.restoreAllMocks();
  });

  it('a feed scrolled past quickly gathers its scans into one, without listing the page again', async () => {
    const { protector, priorities } = setup(`${rowsOfLinks(1_000)}<ul id="feed"></ul>`);
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    const feed = document.getElementById('feed')!;
    const pageListings = vi.spyOn(document.body, 'querySelectorAll');
    // Each batch is scrolled to at once: its first 60 cards come near, the other 40 never do.
    const topOf = (batch: number, card: number) => 20_000 + batch * 10_000 + card * 20;
    for (let batch = 0; batch < 40; batch++) {
      for (let card = 0; card < 100; card++) {
        const item = document.createElement('li');
        item.dataset.y = String(topOf(batch, card));
        item.innerHTML = `<a href="https://card-${batch}-${card}.example.org/">${card}</a>`;
        feed.append(item);
        protector.enqueue([item]);
      }
      layOut(topOf(batch, 0));
      protector.readNear(bandAround(600));
      await flush();
      // The page takes out a card never read: it is not carried on.
      if (batch === 5) document.querySelector('[href*="card-3-85."]')!.closest('li')!.remove();
    }
    const asked = () => priorities.map(([value]) => value);
    expect(asked()).toContain('card-39-59.example.org');
    expect(asked()).not.toContain('card-3-80.example.org');
    expect(openReaders(protector)).toBeLessThanOrEqual(17);
    expect(protector.linkCount).toBe(1_000 + 40 * 100);
    // The page was listed once, at the start: the feed's collapses carried on what their scans
    // had not read, and did not list the page's 1 000 rows and 4 000 cards again.
    expect(pageListings).not.toHaveBeenCalled();
    // What they carried is read when it comes near.
    vi.restoreAllMocks();
    layOut(topOf(3, 70));
    protector.readNear(bandAround(600));
    expect(asked()).toContain('card-3-80.example.org');
    expect(asked()).not.toContain('card-3-85.example.org');
    vi.restoreAllMocks();
  });

  it('a long feed raced past: what a collapse carried is sifted again only once it has doubled', () => {
    const { protector, priorities } = setup('<ul id="feed"></ul>');
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    const feed = document.getElementById('feed')!;
    const sifted = vi.spyOn(TreeReader.prototype, 'leftovers');
    // 300 batches of 20 cards, all far below the screen: never read, all carried on.
    const cardAt = (batch: number, card: number) => 100_000 + (batch * 20 + card) * 20;
    for (let batch = 0; batch < 300; batch++) {
      const cards = Array.from({ length: 20 }, (_, card) => {
        const item = document.createElement('li');
        item.dataset.y = String(cardAt(batch, card));
        item.innerHTML = `<a href="https://raced-${batch}-${card}.example.org/">${card}</a>`;
        return item;
      });
      feed.append(...cards);
      protector.enqueue(cards);
      protector.readNear(bandAround(600));
      // The page takes out a card carried long ago: dropped at the next sift, never asked.
      if (batch === 150) document.querySelector('[href*="raced-2-5."]')!.closest('li')!.remove();
    }
    // Items the collapses went over: each batch once, and what was carried at each doubling —
    // linear in the feed's length (sifting everything carried at every collapse: 65 090).
    const readers = sifted.mock.contexts as TreeReader[];
    const itemsSifted = readers.reduce((sum, reader) => sum + reader.links.length, 0);
    expect(itemsSifted).toBeLessThanOrEqual(3 * 6_000);
    expect(openReaders(protector)).toBeLessThanOrEqual(17);
    expect(protector.linkCount).toBe(6_000);
    // What was carried unsifted is read when it comes near; the card taken out is not.
    vi.restoreAllMocks();
    layOut(cardAt(2, 0));
    protector.readNear(bandAround(600));
    const asked = priorities.map(([value]) => value);
    expect(asked).toContain('raced-2-4.example.org');
    expect(asked).toContain('raced-3-19.example.org');
    expect(asked).not.toContain('raced-2-5.example.org');
    vi.restoreAllMocks();
  });

  it('readers of shadow roots found while gathering a feed’s scans are kept and read', () => {
    const { protector, priorities } = setup('<ul id="feed"></ul>');
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    const feed = document.getElementById('feed')!;
    // 40 batches before the next read, each a card whose link is in an open shadow root: the
    // gathering lists the batches not read yet, and finds their shadow roots then.
    for (let batch = 0; batch < 40; batch++) {
      const card = document.createElement('li');
      card.dataset.y = String(batch * 20);
      card.attachShadow({
        mode: 'open',
      }).innerHTML = `<p data-y="${batch * 20}"><a href="https://shadow-${batch}.example.org/">${batch}</a></p>`;
      feed.append(card);
      protector.enqueue([card]);
    }
    protector.readNear(bandAround(600));
    const asked = priorities.map(([value]) => value);
    for (let batch = 0; batch < 40; batch++) expect(asked).toContain(`shadow-${batch}.example.org`);
    vi.restoreAllMocks();
  });

  it('a feed adding a card at a time keeps few scans, and counts every link it read', async () => {
    const { protector, priorities } = setup('<ul id="feed"></ul>');
    layOut(0);
    protector.enqueue([document.documentElement]);
    protector.readNear(bandAround(600));
    const feed = document.getElementById('feed')!;
    for (let i = 0; i < 500; i++) {
      const card = document.createElement('li');
      card.dataset.y = '100';
      card.innerHTML = `<a href="https://card-${i}.example.org/">${i}</a> mail-${i}@cards.example.org`;
      feed.append(card);
      protector.enqueue([card]);
      protector.readNear(bandAround(600));
      await flush(); // its answers come
    }
    protector.readNear(bandAround(600));
    expect(priorities).toHaveLength(1_000);
    expect(protector.linksRead).toBe(500);
    expect(protector.linkCount).toBe(500);
    // Each card's scan went once read and answered: none was left to collapse into a page scan.
    expect(openReaders(protector)).toBe(1);
    vi.restoreAllMocks();
  });
});

describe('PageProtector and the page’s own site', () => {
  it('asks nothing about links within the page’s registrable domain', async () => {
    const { protector, asked } = setup(`
      <a href="https://shop.example.com/">shop</a> <a href="https://example.com/">apex</a>
      <a href="https://news.example.com/">same host</a> <a href="https://notexample.com/">look-alike</a>
      <a href="https://example.com.evil.org/">suffix trick</a>
    `);
    readWhole(protector, document.body);
    await flush();
    expect(asked.sort()).toEqual(['example.com.evil.org', 'notexample.com']);
  });
});
