import { describe, expect, it } from 'vitest';
import { type PackedBrand, wordsOfDomains } from '@/utils/lookalike/brands';
import { brandLines, unpackBrands } from '@/utils/lookalike/bundled-lists';
import { packSites, packWords, unpackSites, unpackWords } from '@/utils/lookalike/packed-sites';
import {
  everydaySiteNames,
  freeMail,
  nearWords,
  packBrands,
  readBrandTable,
  wordsHoldingBrands,
  wordsOneSlipFromBrands,
} from './refresh/brands';
import { type Dictionary, withLocalNames } from './refresh/dictionary';
import { LINKED_SITES, readLinkedSites, readVisitedSites } from './refresh/visits';

describe('the packed site lists', () => {
  it('group names under their suffix and unpack to the same domains', () => {
    const domains = [
      'google.com',
      'bbc.co.uk',
      'paypal.com',
      'x.netlify.app',
      'google.co.uk',
      'amazonaws.com',
      'amazon.com',
      '4shared.com',
      'internationalbusinesses.com',
      'internationalbusinessmachines.com',
    ];
    const packed = packSites(domains);
    // Each name after the first of its suffix shares what it can with the one before (at most 9).
    expect(packed).toEqual({
      'co.uk': '0bbc 0google',
      com: '04shared 0amazon 6aws 0google 0internationalbusinesses 9onalbusinessmachines 0paypal',
      'netlify.app': '0x',
    });
    expect(unpackSites(packed).sort()).toEqual([...domains].sort());
  });

  it('refuse what is no registrable domain (a suffix, a subdomain)', () => {
    expect(() => packSites(['co.com'])).toThrow(/co\.com/);
    expect(() => packSites(['www.google.com'])).toThrow(/www\.google\.com/);
  });
});

describe('reading the rankings', () => {
  it("reads Chromium's domains.list: the top bucket, then the rest, as registrable domains", () => {
    const list = [
      '# generated from chrome-ux-report.all.202309',
      'google.com',
      'mail.google.com',
      'co.com',
      '###END_TOP_BUCKET###',
      'bbc.co.uk',
      'google.com',
      'news.bbc.co.uk',
    ].join('\n');
    expect(readVisitedSites(list)).toEqual({ top: ['google.com'], more: ['bbc.co.uk'] });
  });

  it('reads a CrUX rank CSV the same way', () => {
    const csv =
      'origin,rank\nhttps://www.google.com,1000\nhttps://bbc.co.uk,10000\nhttps://x.org,50000\n';
    expect(readVisitedSites(csv)).toEqual({ top: ['google.com'], more: ['bbc.co.uk'] });
  });

  it("takes the link ranking's first sites the visits lack, never past its held-out rows", () => {
    const header = 'GlobalRank,TldRank,Domain,TLD';
    const rows = Array.from({ length: 15_000 }, (_, at) => `${at + 1},1,site${at}.com,com`);
    const linked = readLinkedSites([header, ...rows].join('\n'), { top: ['site0.com'], more: [] });
    expect(linked).toHaveLength(LINKED_SITES - 1);
    expect(linked).not.toContain('site0.com');
    expect(linked).toContain(`site${LINKED_SITES - 1}.com`);
    expect(linked).not.toContain(`site${LINKED_SITES}.com`);
  });
});

describe('the near words (everyday words never read as slips)', () => {
  const dictionary: Dictionary = {
    isEveryday: (word) => ['cloud', 'delivery', 'ternos'].includes(word),
    isCommon: () => false,
    words: () => ['cloud', 'delivery', 'ternos'],
    lists: [],
  };

  it('holds words a typing slip away, and a name less its first letter from six letters', () => {
    expect(nearWords(['delhivery', 'icloud', 'aternos'], dictionary)).toEqual([
      'cloud',
      'delivery',
      'ternos',
    ]);
    // A name with digits too (`shared` of `4shared`).
    expect(
      nearWords(['4shared'], { ...dictionary, isEveryday: (word) => word === 'shared' }),
    ).toEqual(['shared']);
    // `oud` of `cloud` (5 letters) would be a four-letter name: those are not judged so.
    expect(nearWords(['cloud'], { ...dictionary, isEveryday: () => true })).toEqual([]);
  });

  it("holds a country's surnames a typing slip from a brand, and no other of its names", () => {
    const withSurnames = withLocalNames(dictionary, ['mizuno', 'tanaka', 'Mizuno']);
    expect(nearWords(['mizuho', 'delhivery'], withSurnames)).toEqual(['delivery', 'mizuno']);
    // The names are near words only: the dictionary's own words are unchanged beside them.
    expect(withSurnames.isEveryday('delivery')).toBe(true);
    expect(withSurnames.isCommon('mizuno')).toBe(false);
  });

  it("holds a linked name's two letters after the first swapped, where they make a word", () => {
    const words = { ...dictionary, isEveryday: (word: string) => word === 'angle' };
    expect(nearWords([], words, ['angel', 'jquery'])).toEqual(['angle']);
    // … and a six-letter one's inner letter left out.
    const total = { ...dictionary, isEveryday: (word: string) => word === 'total' };
    expect(nearWords([], total, ['toptal', 'totals'])).toEqual(['total']);
  });

  it('holds the words that hold a distinctive brand whole, never its plural', () => {
    const words = ['interactive', 'contract', 'revolutions', 'revoluts', 'oranges', 'paypal'];
    const holding = {
      ...dictionary,
      isCommon: (word: string) => word === 'orange',
      words: () => words,
    };
    expect(
      wordsHoldingBrands(['interac', 'ontrac', 'revolut', 'orange', 'paypal', 'dhl'], holding),
    ).toEqual(['contract', 'interactive', 'revolutions']);
  });

  it('holds the words that start with a four- or five-letter brand and one or two letters more', () => {
    const words = ['citing', 'cities', 'citizen', 'citis', 'posting', 'uspsoa', 'boxing'];
    const holding = {
      ...dictionary,
      isCommon: (word: string) => word === 'box',
      words: () => words,
    };
    expect(wordsHoldingBrands(['citi', 'posti', 'usps', 'box', 'dhl'], holding)).toEqual([
      'cities',
      'citing',
      'posting',
      'uspsoa',
    ]);
  });

  it('holds the words one slip of any kind from a brand of five letters or more, its first letter kept', () => {
    const words = ['money', 'engine', 'robin', 'orbit', 'monk', 'Money'];
    const near = { ...dictionary, words: () => words };
    expect(wordsOneSlipFromBrands(['monex', 'engie', 'rokin', 'dhl'], near).sort()).toEqual([
      'engine',
      'money',
      'robin',
    ]);
  });
});

describe('the sites whose names are everyday words (no brands of their own)', () => {
  it('lists them from three letters: the suffixes sites are named after too', () => {
    const dictionary: Dictionary = {
      isEveryday: (word) => ['com', 'health', 'sky', 'ab'].includes(word),
      isCommon: () => false,
      words: () => [],
      lists: [],
    };
    expect(
      everydaySiteNames(['com.be', 'health.com', 'sky.com', 'wsj.com', 'ab.com'], dictionary),
    ).toEqual(['com', 'health', 'sky']);
    // A hyphenated name as the judge reads it, joined (`macaro-ni.jp` is no brand `macaroni`).
    expect(
      everydaySiteNames(['macaro-ni.jp'], { ...dictionary, isEveryday: (w) => w === 'macaroni' }),
    ).toEqual(['macaroni']);
  });
});

describe('the packed word lists', () => {
  it('front-code sorted words and unpack to the same words', () => {
    const packed = packWords(['delivery', 'clouds', 'cloud']);
    expect(packed).toBe('0cloud 5s 0delivery');
    expect(unpackWords(packed)).toEqual(['cloud', 'clouds', 'delivery']);
    expect(unpackWords('')).toEqual([]);
  });
});

describe('the free-mail providers', () => {
  it("takes the popular ones, never a school's or a government's domain", () => {
    const listed = [
      'gmail.com',
      'pdx.edu',
      'ox.ac.uk',
      'mail.gov.br',
      'obscure-mail.com',
      'excite.com',
    ];
    const popular = new Set(['gmail.com', 'pdx.edu', 'ox.ac.uk', 'mail.gov.br', 'excite.com']);
    expect(freeMail(listed, popular).domains).toBe('excite.com gmail.com');
  });
});

describe('the packed brand list', () => {
  it('reads back the rows it wrote, words left out where they are the domains’ names', () => {
    const rows: PackedBrand[] = [
      ['Venmo', 'payment', 'venmo.com', '', 0],
      ['Chase', 'bank', 'chase.com', 'chase*', 1],
    ];
    expect(unpackBrands(brandLines(rows))).toEqual(rows);
    expect(wordsOfDomains(['lloydsbank.co.uk', 'lloydsbank.com', 'bt.com'])).toEqual([
      'lloydsbank',
    ]);
  });

  it('fails on a row out of shape rather than judge with it', () => {
    expect(() => unpackBrands('Venmo\tpayment')).toThrow();
  });

  it("marks a bank's name made of two common words, and no other brand's", () => {
    const common = new Set(['capital', 'first', 'direct', 'chase', 'base', 'coin']);
    const dictionary: Dictionary = {
      lists: [],
      isEveryday: (word) => common.has(word),
      isCommon: (word) => common.has(word),
      words: () => [...common],
    };
    const row = (name: string, category: string, domain: string, words: string[]) => ({
      name,
      category,
      countries: ['gb'],
      ownsCountryNames: false,
      domains: [domain],
      words,
      aka: [],
    });
    const packed = packBrands(
      [
        row('First Direct', 'bank', 'firstdirect.com', ['firstdirect']),
        row('Chase', 'bank', 'chase.com', ['chase']),
        row('Bradesco', 'bank', 'bradesco.com.br', ['bradesco']),
        // Parts of 3 letters make too many names two words (`one` of `capitalone`).
        row('Capital One', 'bank', 'capitalone.com', ['capitalone']),
        row('Coinbase', 'crypto', 'coinbase.com', ['coinbase']),
      ],
      dictionary,
    );
    expect(packed.map(([, , , words]) => words)).toEqual(['firstdirect+', 'chase*', '', '', '']);
  });

  it('marks a word the table marks everyday in its own country, which no word list holds', () => {
    const none: Dictionary = {
      lists: [],
      isEveryday: () => false,
      isCommon: () => false,
      words: () => [],
    };
    const [nomura, daiwa] = readBrandTable(
      [
        'Nomura Securities\tbank\tjp\tnomura.co.jp nomura.com\tnomura*\t野村證券',
        'Daiwa Securities\tbank\tjp\tdaiwa.co.jp\tdaiwa',
      ].join('\n'),
    );
    expect(nomura).toMatchObject({
      words: ['nomura'],
      everydayThere: ['nomura'],
      aka: ['野村證券'],
    });
    expect(packBrands([nomura!, daiwa!], none).map(([, , , words]) => words)).toEqual([
      'nomura*',
      '',
    ]);
  });
});
