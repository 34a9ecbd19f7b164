#!/usr/bin/env python3
"""
Generates the ordinary names the look-alike check must leave alone (tests/fixtures/lookalike/):
one to three everyday words, run together or hyphenated, under a common or a cheap suffix, with
a fixed seed so a rerun writes the same files:

    python3 tests/lookalike/sources/generate-everyday-names.py

- everyday-names.txt: words of Debian's `wamerican` list, which the bundled lists are built with
  (tests/lookalike/refresh/dictionary.ts): what most people's names are made of.
- everyday-names-unseen.txt: words of lists the build never reads: Debian's `wdanish`, `wswedish`
  and `wnorwegian` (Bokmål), and the words `wamerican-large` has beyond `wamerican`. These show
  whether the check leaves alone words it has no list of.
- everyday-brand-names.txt: a brand's name that is an everyday word (`apple`, `chase`, `orange`,
  `target`, `steam`: the brand list's words marked `*`) with one or two of those unseen words,
  under `.shop`, `.online`, `.app`, `.store`, `.site` (twice as often) and the ordinary suffixes;
  no word that asks for an account, a payment, a delivery or a login (utils/lookalike/words.ts),
  which the check rightly reads as a claim (`apple-login.shop`). Issue 67's false alarms.
- accented-names.txt: words written with letters beyond ASCII (`fachärztinnen`, `contracción`),
  one or two, under their language's suffix or `.com`, in punycode as a browser hands them on:
  the lists of `wngerman`, `wfrench`, `wspanish`, `wportuguese`, `wbrazilian`, `witalian`,
  `wpolish`, `wdanish` and `wdutch`, read while writing the rule for names in other characters.
- accented-names-unseen.txt: the same from lists never read while writing it: `wcatalan`,
  `wgalician-minimos`, `wfaroese`, `wirish` and `wesperanto` (install them to rerun).
- cyrillic-names.txt: the same from `wukrainian` and `wbulgarian`, under `.com.ua`, `.укр`,
  `.bg`, `.бг` and `.com` (read: a Ukrainian word's letters read as ASCII named BNP Paribas).
"""
import codecs
import json
import re
import random

DICT = '/usr/share/dict'
SUFFIXES = ['com', 'com', 'com', 'net', 'org', 'info', 'co.uk', 'de', 'fr', 'es', 'it', 'nl', 'pl',
            'com.br', 'online', 'shop', 'store', 'app', 'site', 'xyz', 'top', 'io']
COUNT = 3000


def words(name):
    # The Swedish and Norwegian lists are Latin-1; the others UTF-8.
    encoding = 'latin-1' if name in ('swedish', 'bokmaal') else 'utf-8'
    with open(f'{DICT}/{name}', encoding=encoding) as lines:
        return {line.strip() for line in lines}


def plain(found):
    return sorted(word for word in found if word.isascii() and word.isalpha() and word.islower()
                  and 3 <= len(word) <= 10)


def names(vocabulary, rng):
    made = set()
    while len(made) < COUNT:
        parts = rng.sample(vocabulary, rng.choice([1, 1, 2, 2, 3]))
        joiner = rng.choice(['', '-'])
        made.add(f'{joiner.join(parts)}.{rng.choice(SUFFIXES)}')
    return sorted(made)


def main():
    root = __file__.rsplit('/tests/', 1)[0]
    rng = random.Random(51)
    seen = plain(words('american-english'))
    unseen = plain(words('danish') | words('swedish') | words('bokmaal') |
                   (words('american-english-large') - words('american-english')))
    for file, vocabulary in (('everyday-names.txt', seen), ('everyday-names-unseen.txt', unseen)):
        with open(f'{root}/tests/fixtures/lookalike/{file}', 'w', encoding='utf-8') as out:
            out.write('\n'.join(names(vocabulary, rng)) + '\n')
    with open(f'{root}/tests/fixtures/lookalike/everyday-brand-names.txt', 'w', encoding='utf-8') as out:
        out.write('\n'.join(everyday_brand_names(root, unseen)) + '\n')
    for file, languages in (('accented-names.txt', READ_LANGUAGES),
                            ('accented-names-unseen.txt', UNSEEN_LANGUAGES),
                            ('cyrillic-names.txt', CYRILLIC_LANGUAGES)):
        with open(f'{root}/tests/fixtures/lookalike/{file}', 'w', encoding='utf-8') as out:
            out.write('\n'.join(accented_names(languages, random.Random(73))) + '\n')


# Each word list with its country's suffixes.
READ_LANGUAGES = {'ngerman': ['de'], 'french': ['fr'], 'spanish': ['es'], 'portuguese': ['pt'],
                  'brazilian': ['com.br'], 'italian': ['it'], 'polish': ['pl'], 'danish': ['dk'],
                  'dutch': ['nl']}
CYRILLIC_LANGUAGES = {'ukrainian': ['com.ua', 'xn--j1amh'], 'bulgarian': ['bg', 'xn--90ae']}
UNSEEN_LANGUAGES = {'catalan': ['cat'], 'galician-minimos': ['gal'], 'faroese': ['fo'],
                    'irish': ['ie'], 'esperanto': ['com']}


def punycode(label):
    """As IDNA 2008 writes a label, which browsers follow: `ß` stays (IDNA 2003 made it `ss`)."""
    return 'xn--' + codecs.encode(label, 'punycode').decode() if not label.isascii() else label


def accented_names(languages, rng):
    """Names of words with a letter beyond ASCII, an even share from each language."""
    made = set()
    for name, countries in languages.items():
        vocabulary = words(name)
        accented = sorted(word.lower() for word in vocabulary
                          if word.isalpha() and not word.isascii() and 5 <= len(word) <= 15)
        plain_words = plain(vocabulary)
        suffixes = countries + ['com']
        share = set()
        while len(share) < COUNT // len(languages):
            parts = [rng.choice(accented)]
            if plain_words and rng.random() < 0.3:
                parts.insert(rng.randrange(2), rng.choice(plain_words))
            label = rng.choice(['', '-']).join(parts)
            share.add(f"{punycode(label)}.{rng.choice(suffixes)}")
        made |= share
    return sorted(made)


def everyday_brand_names(root, unseen):
    rng = random.Random(67)
    with open(f'{root}/utils/lookalike/lists/brands.json', encoding='utf-8') as lists:
        brands = [line.split('\t') for line in json.load(lists)['brands'].split('\n')]
    everyday = sorted({word[:-1] for row in brands for word in row[3].split() if word.endswith('*')})
    with open(f'{root}/utils/lookalike/words.ts', encoding='utf-8') as source:
        asking = set(' '.join(re.findall(r"^    '([a-z ]+)',$", source.read(), re.M)).split())
    filler = [word for word in unseen
              if not any(word.startswith(ask) or ask in word for ask in asking if len(ask) >= 3)]
    suffixes = ['shop', 'online', 'app', 'store', 'site'] * 2 + SUFFIXES
    made = set()
    while len(made) < COUNT:
        parts = [rng.choice(everyday)] + rng.sample(filler, rng.choice([1, 1, 2]))
        rng.shuffle(parts)
        made.add(f"{rng.choice(['', '-']).join(parts)}.{rng.choice(suffixes)}")
    return sorted(made)


if __name__ == '__main__':
    main()
