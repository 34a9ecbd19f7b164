#!/usr/bin/env python3
"""
Generates tests/fixtures/lookalike/generated.tsv: look-alikes of the most visited sites of a
ranking Linkwise does not bundle (tests/fixtures/lookalike/visited-elsewhere.txt), one of each
kind per site, drawn with a fixed seed so a rerun writes the same file:

    python3 tests/lookalike/sources/generate-lookalikes.py > tests/fixtures/lookalike/generated.tsv

Needs Debian's `dnstwist` package (20221213, Apache-2.0), whose fuzzers and phishing dictionary
make the character, typing and word look-alikes; the kinds dnstwist has no fuzzer of their own
for (one letter written as a digit, `rn` for `m`, a whole address written into another name, a
brand on a shared host) are made here, from its dictionary and its list of most abused suffixes. Output: look-alike, site, kind.
"""
import random
import sys

sys.path.insert(0, '/usr/lib/python3/dist-packages')
import dnstwist  # noqa: E402

ROOT = __file__.rsplit('/tests/', 1)[0]
SITES = f'{ROOT}/tests/fixtures/lookalike/visited-elsewhere.txt'
DICTIONARIES = '/usr/share/dnstwist/dictionaries'
# Hosts that give anyone a name (the Public Suffix List's private section).
# Letters and the digits that pass for them in an address (`paypa1`, `g00gle`, `micr0soft`).
DIGITS = {'o': '0', 'l': '1', 'i': '1', 'e': '3', 'a': '4', 's': '5', 't': '7', 'b': '8', 'g': '9'}
SHARED = ['netlify.app', 'pages.dev', 'web.app', 'vercel.app', 'github.io', 'firebaseapp.com',
          'workers.dev', 'blogspot.com', 'herokuapp.com', 'glitch.me']


def words(name):
    with open(f'{DICTIONARIES}/{name}') as lines:
        return [line.strip() for line in lines if line.strip() and not line.startswith('//')]


def permutations(domain, fuzzers):
    fuzzer = dnstwist.Fuzzer(domain)
    fuzzer.generate(fuzzers=fuzzers)
    return sorted({entry['domain'] for entry in fuzzer.domains} - {domain})


def main():
    random.seed(51)
    phishing_words = [word for word in words('english.dict') if word.isalpha()]
    abused = words('abused_tlds.dict')
    with open(SITES) as lines:
        sites = [line.strip() for line in lines if line.strip()]
    for site in sites:
        label, _, suffix = site.partition('.')
        made = {}
        homoglyphs = permutations(site, ['homoglyph', 'cyrillic'])
        idn = [name for name in homoglyphs if 'xn--' in name]
        if idn:
            made['confusable'] = random.choice(idn)
        digits = [label[:at] + DIGITS[char] + label[at + 1:] for at, char in enumerate(label) if char in DIGITS]
        if digits:
            made['digit'] = f'{random.choice(digits)}.{suffix}'

        shapes = [label.replace(a, b, 1) for a, b in (('m', 'rn'), ('rn', 'm')) if a in label]
        if shapes:
            made['rn-m'] = f'{random.choice(shapes)}.{suffix}'
        for kind, fuzzer in (('swap', 'transposition'), ('omission', 'omission')):
            found = [name for name in permutations(site, [fuzzer]) if 'xn--' not in name]
            if found:
                made[kind] = random.choice(found)
        made['address-in-name'] = f'{site}.{random.choice(phishing_words)}-{random.randint(100, 999)}.{random.choice(abused)}'
        fuzzer = dnstwist.Fuzzer(site, dictionary=phishing_words)
        fuzzer.generate(fuzzers=['dictionary'])
        with_word = sorted({entry['domain'] for entry in fuzzer.domains} - {site})
        if with_word:
            made['brand-and-word'] = random.choice(with_word)
        made['shared-host'] = f'{label}-{random.choice(phishing_words)}.{random.choice(SHARED)}'
        for kind, name in made.items():
            print(f'{name}\t{site}\t{kind}')


if __name__ == '__main__':
    main()
