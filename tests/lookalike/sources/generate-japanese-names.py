#!/usr/bin/env python3
"""
Generates the Japanese names the look-alike check must leave alone (tests/fixtures/lookalike/
japanese-names.txt): the names Japanese people, places and organisations have, written in Latin
letters as a Japanese site's owner writes them in a host name, with a fixed seed so a rerun writes
the same file:

    python3 tests/lookalike/sources/generate-japanese-names.py <dir of mecab-ipadic's CSVs>

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


def names(path, kind):
    found = set()
    with codecs.open(path, 'r', 'euc-jp') as csv:
        for line in csv:
            cells = line.rstrip('\n').split(',')
            if len(cells) < 12 or (kind and cells[6] != kind):
                continue
            written = romaji(cells[11])
            if written and 4 <= len(written) <= 14:
                found.add(written)
    return sorted(found)


def main():
    where = sys.argv[1]
    pools = [
        names(f'{where}/Noun.name.csv', '人名') ,
        names(f'{where}/Noun.place.csv', '地域'),
        names(f'{where}/Noun.org.csv', '組織'),
    ]
    surnames = []
    with codecs.open(f'{where}/Noun.name.csv', 'r', 'euc-jp') as csv:
        for line in csv:
            cells = line.split(',')
            if len(cells) > 11 and cells[7] == '姓':
                written = romaji(cells[11])
                if written and 4 <= len(written) <= 14:
                    surnames.append(written)
    pools[0] = sorted(set(surnames))
    rng = random.Random(75)
    out = set()
    while len(out) < COUNT:
        pool = rng.choice(pools)
        name = rng.choice(pool)
        if rng.random() < 0.5:
            word = rng.choice(WORDS)
            name = rng.choice([f'{name}-{word}', f'{name}{word}', f'{word}-{name}'])
        out.add(f'{name}.{rng.choice(SUFFIXES)}')
    with open('tests/fixtures/lookalike/japanese-names.txt', 'w') as file:
        file.write('\n'.join(sorted(out)) + '\n')
    print(f'{len(out)} names: {len(pools[0])} surnames, {len(pools[1])} places, {len(pools[2])} organisations')


main()
