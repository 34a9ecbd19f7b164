#!/usr/bin/env python3
"""
Writes the sender lines the sender check is measured on (tests/fixtures/mail/), one
`name<TAB>address` a line, from the `From:` header of each message (RFC 2047 words decoded):

    python3 tests/lookalike/sources/extract-senders.py ham REPO > tests/fixtures/mail/legit-senders.tsv
    python3 tests/lookalike/sources/extract-senders.py phish REPO > tests/fixtures/mail/phishing-senders.tsv
    python3 tests/lookalike/sources/extract-senders.py curated Nazario.csv > tests/fixtures/mail/phishing-senders-held-out.tsv

- ham: a checkout of stdlib-js/datasets-spam-assassin (the SpamAssassin public corpus): its
  easy-ham-1, easy-ham-2 and hard-ham-1 messages.
- phish: a checkout of rf-peixoto/phishing_pot: its email/*.eml, in sample order.
- curated: a CSV of Champa, Rabbi and Zibran's curated phishing datasets (`Nazario.csv`: José
  Nazario's phishing corpus, 2015-2022), its `sender` column, in row order.
"""
import csv, email, email.policy, email.utils, subprocess, sys, os
from email.header import decode_header, make_header
def from_of(raw):
    msg = email.message_from_bytes(raw, policy=email.policy.compat32)
    return sender_of(msg.get('From'))
def sender_of(value):
    if not value: return None
    try: value = str(make_header(decode_header(value)))
    except Exception: value = str(value)
    name, addr = email.utils.parseaddr(value.replace('\n', ' ').replace('\r', ' '))
    if '@' not in addr: return None
    return ' '.join(name.split()), addr.strip().lower()
def git_files(repo, prefix):
    out = subprocess.run(['git', '-C', repo, 'ls-tree', '-r', '--name-only', 'HEAD', prefix], capture_output=True, text=True).stdout.split()
    return out
mode, repo_arg = sys.argv[1], sys.argv[2]
rows = []
if mode == 'ham':
    repo = repo_arg
    for d in ['data/easy-ham-1', 'data/easy-ham-2', 'data/hard-ham-1']:
        for f in git_files(repo, d):
            if not f.endswith('.txt'): continue
            raw = subprocess.run(['git', '-C', repo, 'show', f'HEAD:{f}'], capture_output=True).stdout
            r = from_of(raw)
            if r: rows.append(r)
elif mode == 'curated':
    csv.field_size_limit(sys.maxsize)
    with open(repo_arg, encoding='utf-8', errors='replace', newline='') as f:
        for row in csv.DictReader(f):
            r = sender_of(row['sender'])
            if r: rows.append(r)
else:
    repo = repo_arg
    files = [f for f in git_files(repo, 'email') if f.endswith('.eml')]
    # batch with cat-file for speed
    p = subprocess.Popen(['git', '-C', repo, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for f in sorted(files, key=lambda x: int(x.split('-')[-1].split('.')[0])):
        p.stdin.write(f'HEAD:{f}\n'.encode()); p.stdin.flush()
        header = p.stdout.readline().split()
        if len(header) < 3: continue
        size = int(header[2]); raw = p.stdout.read(size); p.stdout.read(1)
        r = from_of(raw)
        if r: rows.append(r)
for name, addr in rows:
    print(f'{name}\t{addr}')
