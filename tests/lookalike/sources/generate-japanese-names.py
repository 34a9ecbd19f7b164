#!/usr/bin/env python3
"""
Generates the Japanese names the look-alike check must leave alone (tests/fixtures/lookalike/
japanese-names.txt): the names Japanese people, places and organisations have, written in Latin
letters as a Japanese site's owner writes them in a host name, with a fixed seed so a rerun writes
the same file:

    python3 tests/lookalike/sources/generate-japanese-names.py <dir of mecab-ipadic's CSVs>

With `--unseen <UniDic's lex.csv>` (Debian's `unidic-mecab` 3.1.1, `lex_3_1.csv`) it writes
`japanese-names-unseen.txt` instead: the same shapes from UniDic's surnames and place names that
IPAdic lacks, another seed: a set never read while the rules were written, nor bundled (only its
count of false alarms is ever printed).

With `--names`, it prints the surnames alone instead, one a line: the look-alike refresh's
`japanese=` (tests/lookalike/refresh-lists.ts), whose names a typing slip from a brand or a
popular site are bundled as near words, never read as slips (`mizuno`, a firm named for its
founder, of `mizuho`). Surnames only: place names a slip away are too often a kit's own slips
(`rokuten`, `rakuen` of `rakuten` are places too), a family's name rarely is.

The names are IPAdic's (Debian's `mecab-ipadic`, 2.7.0-20070801): its surnames (`人名,姓`), place
names (`地域`) and organisations (`組織`), each by its katakana reading, written in Hepburn
letters with long vowels as most owners write them (`satou`, `oota`; `ー` dropped). Half are a
name alone, half a name beside a word Japanese businesses name their sites with (`clinic`,
`shika`, `kensetsu`, `fudousan`), under `.jp`, `.co.jp`, `.or.jp`, `.ne.jp`, `.com` or `.net`.
The Japanese brand rows of 2026-12-02 (Nomura, Matsui, Daiwa…) are surnames and places too: a
clinic, a builder or a town named so is no broker's imitation.
"""
import codecs
import random
import sys

SMALL = {'ャ': 'ya', 'ュ': 'yu', 'ョ': 'yo', 'ァ': 'a', 'ィ': 'i', 'ゥ': 'u', 'ェ': 'e', 'ォ': 'o'}
KANA = dict(zip(
    'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン'
    'ガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポヴ',
    'a i u e o ka ki ku ke ko sa shi su se so ta chi tsu te to na ni nu ne no ha hi fu he ho '
    'ma mi mu me mo ya yu yo ra ri ru re ro wa o n ga gi gu ge go za ji zu ze zo da ji zu de do '
    'ba bi bu be bo pa pi pu pe po vu'.split()))
WORDS = ['clinic', 'dental', 'shika', 'iin', 'kensetsu', 'koumuten', 'fudousan', 'sekkei',
         'design', 'office', 'jimusho', 'shoten', 'ryokan', 'hotel', 'farm', 'nouen', 'kobo',
         'studio', 'group', 'hd', 'corp', 'inc', 'law', 'tax', 'zeirishi', 'juku', 'school',
         'hospital', 'byouin', 'seikotsuin', 'cafe', 'bakery', 'sake', 'shuzo', 'kougyou',
         'sangyo', 'denki', 'motors', 'auto', 'net', 'web', 'shop', 'store', 'online', 'mart']
SUFFIXES = ['jp', 'jp', 'co.jp', 'co.jp', 'co.jp', 'or.jp', 'ne.jp', 'com', 'com', 'net']
COUNT = 4000


def romaji(kana):
    out = ''
    double = False
    for ch in kana:
        if ch == 'ッ':
            double = True
            continue
        if ch == 'ー':
            continue
        if ch in SMALL and out:
            syllable = SMALL[ch]
            # キャ → kya, シャ → sha, チャ → cha, ジャ → ja
            if out.endswith('shi') or out.endswith('chi') or out.endswith('ji'):
                out = out[:-1] + syllable[-1] if syllable.startswith('y') else out + syllable
            elif out.endswith('i') and syllable.startswith('y'):
                out = out[:-1] + syllable
            else:
                out = out[:-1] + syllable[-1] if out[-1] in 'aiueo' else out + syllable
            continue
        syllable = KANA.get(ch)
        if syllable is None:
            return None
        if double:
            out += 't' if syllable.startswith('ch') else syllable[0]
            double = False
        # ン before b, m, p stays `n` as most sites write it (`shinbun`).
        out += syllable
    return out if out.isascii() and out.isalpha() else None


def hepburn(reading):
    """A katakana reading in Hepburn letters, if it is a name's length (4 to 14 letters)."""
    written = romaji(reading)
    return written if written and 4 <= len(written) <= 14 else None


def names(path, kind, column=6):
    """IPAdic's entries whose `column` is `kind` (its part of speech), by their readings."""
    found = set()
    with codecs.open(path, 'r', 'euc-jp') as csv:
        for line in csv:
            cells = line.rstrip('\n').split(',')
            if len(cells) < 12 or (kind and cells[column] != kind):
                continue
            written = hepburn(cells[11])
            if written:
                found.add(written)
    return sorted(found)


def surnames_of(where):
    return names(f'{where}/Noun.name.csv', '姓', column=7)


def main():
    where = sys.argv[1]
    if '--names' in sys.argv[2:]:
        print('\n'.join(surnames_of(where)))
        return
    pools = [
        surnames_of(where),
        names(f'{where}/Noun.place.csv', '地域'),
        names(f'{where}/Noun.org.csv', '組織'),
    ]
    if '--unseen' in sys.argv[2:]:
        known = {name for pool in pools for name in pool}
        lex = sys.argv[sys.argv.index('--unseen') + 1]
        unseen = [sorted(found - known) for found in unidic_names(lex)]
        write(unseen, random.Random(7502), 'tests/fixtures/lookalike/japanese-names-unseen.txt')
        print(f'unseen: {len(unseen[0])} surnames, {len(unseen[1])} places (UniDic, not in IPAdic)')
        return
    write(pools, random.Random(75), 'tests/fixtures/lookalike/japanese-names.txt')
    print(f'{COUNT} names: {len(pools[0])} surnames, {len(pools[1])} places, {len(pools[2])} organisations')


def unidic_names(lex):
    """UniDic's surnames (`固有名詞,人名,姓`) and place names (`固有名詞,地名`), by their readings."""
    surnames, places = set(), set()
    with open(lex, encoding='utf-8') as csv:
        for line in csv:
            cells = line.rstrip('\n').split(',')
            if len(cells) < 11 or cells[5] != '固有名詞':
                continue
            found = surnames if cells[6] == '人名' and cells[7] == '姓' else places if cells[6] == '地名' else None
            written = hepburn(cells[10]) if found is not None else None
            if written:
                found.add(written)
    return surnames, places


def write(pools, rng, path):
    out = set()
    while len(out) < COUNT:
        pool = rng.choice(pools)
        name = rng.choice(pool)
        if rng.random() < 0.5:
            word = rng.choice(WORDS)
            name = rng.choice([f'{name}-{word}', f'{name}{word}', f'{word}-{name}'])
        out.add(f'{name}.{rng.choice(SUFFIXES)}')
    with open(path, 'w') as file:
        file.write('\n'.join(sorted(out)) + '\n')


main()
