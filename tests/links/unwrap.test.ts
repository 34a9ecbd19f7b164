import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseLookupValue } from '@/utils/lookup/normalize';
import { unwrapLink } from '@/utils/lookup/unwrap';

/** Shapes and examples from the sources in SOURCES.md beside this file. */
describe('unwrapLink: each format on its public examples', () => {
  const cases: [string, string, string, string[]][] = [
    [
      'Safe Links (Microsoft Learn shape)',
      'https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fdocs%2Freport.pdf&data=05%7C02%7C%7Cabc&sdata=xyz&reserved=0',
      'https://example.com/docs/report.pdf',
      ['Microsoft Safe Links'],
    ],
    [
      'Safe Links, the issue’s example',
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fscam.top%2Fpay&data=04%7C01',
      'https://scam.top/pay',
      ['Microsoft Safe Links'],
    ],
    [
      'Safe Links, GCC High',
      'https://gcc02.safelinks.protection.office365.us/?url=http%3A%2F%2Fwww.lsue.edu%2F&data=1',
      'http://www.lsue.edu/',
      ['Microsoft Safe Links'],
    ],
    [
      'Proofpoint v1',
      'https://urldefense.proofpoint.com/v1/url?u=http://www.example.com/path%3Fa%3D1&k=abc%0A&r=xyz&m=1&s=2',
      'http://www.example.com/path?a=1',
      ['Proofpoint'],
    ],
    [
      'Proofpoint v2 (rapid7’s example)',
      'https://urldefense.proofpoint.com/v2/url?u=http-3A__www.example.org_url&d=BwdwBAg&c=TIwfCwdwWnrHy3gMA_uzZorHPsT2wfwvKrwf',
      'http://www.example.org/url',
      ['Proofpoint'],
    ],
    [
      'Proofpoint v2, the issue’s example',
      'https://urldefense.proofpoint.com/v2/url?u=https-3A__scam.top_pay&d=DwMFaQ&c=x',
      'https://scam.top/pay',
      ['Proofpoint'],
    ],
    [
      'Proofpoint v3, nothing removed (lore.kernel.org)',
      'https://urldefense.com/v3/__https://lore.kernel.org/netdev/20240905193240.17565-5-kuniyu@amazon.com/__;!!ACWV5N9M2RV99hQ!IJeFvLdaXIRN2ABsMFVaKOEjI3oZb2kUr6ld6ZRJCPAVum4vuyyYwUP6_5ZH9mGZiJDn6vrbxBAOqYI$',
      'https://lore.kernel.org/netdev/20240905193240.17565-5-kuniyu@amazon.com/',
      ['Proofpoint'],
    ],
    [
      'Proofpoint v3, a # removed (nltk.org)',
      'https://urldefense.com/v3/__https://www.nltk.org/api/nltk.translate.html*nltk.translate.bleu_score.sentence_bleu__;Iw!!Mih3wA!Wq83jaNrHwIpeQ6Nhqht_dgBzF3jc5LYS3MZ-AYh6xIYveu-JINbTzAkxsclLYU2$',
      'https://www.nltk.org/api/nltk.translate.html#nltk.translate.bleu_score.sentence_bleu',
      ['Proofpoint'],
    ],
    [
      'Proofpoint v3, a run of removed characters (**A = 2)',
      'https://urldefense.com/v3/__https://example.com/a**Ab__;Pz0!!x$',
      'https://example.com/a?=b',
      ['Proofpoint'],
    ],
    [
      'Google /url?q=',
      'https://www.google.com/url?q=https://scam.top/pay&sa=D&source=editors&ust=1&usg=AOv',
      'https://scam.top/pay',
      ['Google'],
    ],
    [
      'Google /url?url= on a country domain',
      'https://www.google.co.uk/url?sa=t&url=https%3A%2F%2Fexample.org%2F&ved=2a',
      'https://example.org/',
      ['Google'],
    ],
    [
      'Facebook l.php',
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fscam.top%2F&h=AT0',
      'https://scam.top/',
      ['Facebook'],
    ],
    [
      'Instagram',
      'https://l.instagram.com/?u=https%3A%2F%2Fexample.com%2F&e=AT1',
      'https://example.com/',
      ['Instagram'],
    ],
    [
      'YouTube redirect',
      'https://www.youtube.com/redirect?event=video_description&redir_token=Q&q=https%3A%2F%2Fscam.top%2F&v=abc',
      'https://scam.top/',
      ['YouTube'],
    ],
    [
      'LinkedIn redirect',
      'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fexample.com&urlhash=abc',
      'https://example.com/',
      ['LinkedIn'],
    ],
    [
      'Slack',
      'https://slack-redir.net/link?url=https%3A%2F%2Fexample.com%2Fx',
      'https://example.com/x',
      ['Slack'],
    ],
    [
      'Steam link filter',
      'https://steamcommunity.com/linkfilter/?url=https://scam.top/trade',
      'https://scam.top/trade',
      ['Steam'],
    ],
    [
      'Reddit',
      'https://out.reddit.com/t3_abc?url=https%3A%2F%2Fexample.com%2F&token=x',
      'https://example.com/',
      ['Reddit'],
    ],
    [
      'Barracuda',
      'https://linkprotect.cudasvc.com/url?a=https%3a%2f%2fscam.top%2fpay&c=E,1,abc&typo=1',
      'https://scam.top/pay',
      ['Barracuda'],
    ],
    [
      'VK',
      'https://vk.com/away.php?to=https%3A%2F%2Fexample.com%2F&cc_key=',
      'https://example.com/',
      ['VK'],
    ],
  ];
  for (const [name, wrapped, destination, via] of cases) {
    it(name, () => {
      expect(unwrapLink(wrapped)).toEqual({ destination: new URL(destination).href, via });
    });
  }
});

describe('unwrapLink: nesting, and links it leaves alone', () => {
  it('reads Safe Links around google.com/url around Proofpoint', () => {
    const proofpoint = 'https://urldefense.proofpoint.com/v2/url?u=https-3A__scam.top_pay&d=x';
    const google = `https://www.google.com/url?q=${encodeURIComponent(proofpoint)}`;
    const safe = `https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(google)}&data=1`;
    expect(unwrapLink(safe)).toEqual({
      destination: 'https://scam.top/pay',
      via: ['Microsoft Safe Links', 'Google', 'Proofpoint'],
    });
  });

  it('stops at four wrappers (a longer chain is not a real link)', () => {
    let url = 'https://scam.top/';
    for (let i = 0; i < 6; i++) url = `https://www.google.com/url?q=${encodeURIComponent(url)}`;
    const unwrapped = unwrapLink(url);
    expect(unwrapped?.via).toHaveLength(4);
    expect(new URL(unwrapped!.destination).hostname).toBe('www.google.com');
  });

  it.each([
    ['a plain link', 'https://example.com/page?url=https://scam.top/'],
    ['a wrapper without a destination', 'https://eur01.safelinks.protection.outlook.com/?data=1'],
    ['a destination that is not a web address', 'https://www.google.com/url?q=javascript:alert(1)'],
    ['Google search, not /url', 'https://www.google.com/search?q=https://scam.top/'],
    [
      'a look-alike host',
      'https://safelinks.protection.outlook.com.evil.example/?url=https://x.top/',
    ],
    [
      'Proofpoint v2 with a broken escape',
      'https://urldefense.proofpoint.com/v2/url?u=https-3A__x.top_-ZZ&d=1',
    ],
    [
      'Proofpoint v3 that removed more than it says',
      'https://urldefense.com/v3/__https://x.top/a*b*c__;Iw!!x$',
    ],
    ['Proofpoint v3 with invalid base64', 'https://urldefense.com/v3/__https://x.top/a*__;%%%!!x$'],
    ['Mimecast (a token, not a URL)', 'https://protect-eu.mimecast.com/s/AbCdEfGh?domain=scam.top'],
    ['not a URL', 'scam.top'],
  ])('leaves %s alone', (_, href) => {
    expect(unwrapLink(href)).toBeNull();
  });
});

describe('normaliseLookupValue: a wrapped link is checked where it leads', () => {
  it('looks up the destination host and says how it got there', () => {
    const value = normaliseLookupValue(
      'https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.Scam.top%2Fpay&data=1',
    );
    expect(value).toEqual({
      ok: true,
      value: { kind: 'domain', value: 'scam.top', via: ['Microsoft Safe Links'] },
    });
  });
});

/**
 * Every way the input can spell a host: as written, percent-decoded, and through Proofpoint
 * v2's `-XX`/`_` scheme, each up to four times (wrappers nest).
 */
function spellings(input: string): string[] {
  // Run by run, as a URL parser does: a stray `%` elsewhere (noise spliced in) must not stop the
  // escapes around it from being read.
  const decode = (text: string) =>
    text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run).toLowerCase();
      } catch {
        return run;
      }
    });
  let all = [input.toLowerCase()];
  for (let depth = 0; depth < 4; depth++) {
    all = [
      ...new Set(
        all.flatMap((text) => [
          text,
          decode(text),
          decode(text.replace(/-/g, '%').replace(/_/g, '/')),
        ]),
      ),
    ];
  }
  return all;
}

describe('unwrapLink never throws and never invents a host', () => {
  /** The host is written in the input, as is or as the URL parser reads what is written there. */
  const named = (input: string, host: string) =>
    spellings(input).some(
      (text) =>
        text.includes(host) ||
        [...text.matchAll(/\/\/([^/?#]*)/g)].some((match) =>
          [match[1]!, match[1]!.split(/[&=;,]/)[0]!].some((authority) => {
            try {
              return new URL(`http://${authority}`).hostname === host;
            } catch {
              return false;
            }
          }),
        ),
    );

  it('on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = unwrapLink(text);
        if (result) expect(named(text, new URL(result.destination).hostname)).toBe(true);
      }),
      { numRuns: 3_000 },
    );
  });

  it('a broken inner link whose host would be a piece of its escapes is not followed', () => {
    // fast-check's counterexample (seed -941275186): a space inside the innermost escapes turned
    // `…aa.aa%25252F%252540%25252Ba` into a link whose host read `+a`.
    const broken =
      'https://l.facebook.com/l.php?u=https%3A%2F%2Flinkprotect.cudasvc.com%2Furl%3Fa%3Dhttps%253A%252F%252Feur01.safelinks.protection.outlook.com%252F%253Furl%253Dhttp%25253A%25252F%25252Faa.aa% 25252F%252540%25252Ba';
    expect(new URL(unwrapLink(broken)!.destination).hostname).toBe(
      'eur01.safelinks.protection.outlook.com',
    );
  });

  it('a space that breaks an outer query lets the inner one be read, host as escaped', () => {
    // fast-check's counterexample: Proofpoint v2's `a-4a` spells `aJ`, which the URL parser reads
    // as `aj` (the oracle compared it before lower-casing).
    const broken =
      'https://urldefense.proofpoint.com/v2/url?u=https%3A%2F%2Feur01.safelinks.protection.outlook.com%2F%3Furl%3Dhttps%253A%252F%252Fwww.google.com%252Furl%253Fq%253Dhttps%25253A%25252F%25252Furldefense.proofpoint.com%25252Fv2%25252Furl%2525 3Fu%25253Dhttps%2525253A%2525252F%2525252Furldefense.proofpoint.com%2525252Fv1%2525252Furl%2525253Fu%2525253Dhttp%252525253A%252525252F%252525252Fa-4a.a.aa';
    expect(unwrapLink(broken)?.destination).toBe('http://aj.a.aa/');
  });

  it('a stray escape after a cut still leaves the host the inner format spells', () => {
    // fast-check's counterexample (seed 1826485251): `#%` cut the Safe Links parameter after
    // Proofpoint's `a-30`, which its `-XX` scheme reads as `a0`.
    const broken =
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Furldefense.proofpoint.com%2Fv2%2Furl%3Fu%3Dhttp%253A%252F%252Fa-30#%a.aa';
    expect(unwrapLink(broken)?.destination).toBe('http://a0/');
  });

  it('on wrapper-shaped strings, nested and broken', () => {
    const prefixes = [
      'https://eur01.safelinks.protection.outlook.com/?url=',
      'https://urldefense.proofpoint.com/v1/url?u=',
      'https://urldefense.proofpoint.com/v2/url?u=',
      'https://urldefense.com/v3/__',
      'https://www.google.com/url?q=',
      'https://l.facebook.com/l.php?u=',
      'https://linkprotect.cudasvc.com/url?a=',
    ];
    const wrapped = fc
      .tuple(fc.array(fc.constantFrom(...prefixes), { minLength: 1, maxLength: 5 }), fc.webUrl())
      .map(([layers, url]) =>
        layers.reduce((inner, prefix) => `${prefix}${encodeURIComponent(inner)}`, url),
      );
    fc.assert(
      fc.property(wrapped, fc.string({ maxLength: 40 }), fc.nat(400), (input, noise, at) => {
        // Noise spliced in anywhere: a cut, a stray escape, a second question mark.
        const broken = input.slice(0, at) + noise + input.slice(at);
        for (const text of [input, broken]) {
          const result = unwrapLink(text);
          if (result) expect(named(text, new URL(result.destination).hostname)).toBe(true);
        }
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('a wrapped link selected or pasted into the Check field', () => {
  it('checks the destination and says the way there', async () => {
    const { classifySelection, selectionNotes } = await import('@/utils/lookup/selection');
    const text = `Please verify: https://urldefense.proofpoint.com/v2/url?u=https-3A__crypto-2Ddoubler.net_x&d=DwMFaQ&c=1 today`;
    const found = classifySelection(text);
    expect(found.ok && found.value.map((value) => value.value)).toEqual(['crypto-doubler.net']);
    expect(found.ok && selectionNotes(found.value)).toEqual([
      'The link goes via Proofpoint → crypto-doubler.net.',
    ]);
  });
});
