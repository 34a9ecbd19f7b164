"""
Draws sets from a checkout of don-san-sec/clickfix-patterns (MIT), a library of regex patterns
for clipboard contents, each with the test strings it must match ("malicious") and must not
("benign"), split at random into a half read while writing the rules and a half held out,
never opened (this prints counts only; tests/fixtures/clickfix/SOURCES.md).

One fixed rule, set before the sets existed: every malicious string of every pattern; the
benign strings that no pattern lists as malicious and none of the library's own patterns
matches (a pattern's benign case may be another pattern's catch: the library as a whole is what
calls a string honest). Each deduplicated; a string's half is the parity of its SHA-256's first
byte; sorted.

    python3 tests/guards/draw-clickfix-patterns.py <clickfix-patterns git directory>
"""

import hashlib
import json
import re
import subprocess
import sys

import yaml

git_dir = sys.argv[1]


def git(*args: str) -> str:
    return subprocess.check_output(["git", "--git-dir", git_dir, *args], text=True)


commit = git("rev-parse", "HEAD").strip()
paths = [p for p in git("ls-tree", "-r", "--name-only", "HEAD", "patterns/").split() if p.endswith(".yaml")]
malicious: set[str] = set()
benign: set[str] = set()
regexes: list[re.Pattern[str]] = []
unreadable = 0
for path in paths:
    entry = yaml.safe_load(git("show", f"HEAD:{path}")) or {}
    patterns = entry.get("pattern") or []
    for pattern in patterns if isinstance(patterns, list) else [patterns]:
        try:
            regexes.append(re.compile(pattern))
        except re.error:
            unreadable += 1
    malicious.update(s for s in entry.get("malicious") or [] if isinstance(s, str) and s.strip())
    benign.update(s for s in entry.get("benign") or [] if isinstance(s, str) and s.strip())

honest = {s for s in benign if s not in malicious and not any(r.search(s) for r in regexes)}


def write(name: str, texts: set[str]) -> None:
    with open(f"tests/fixtures/clickfix/{name}.jsonl", "w", encoding="utf-8") as out:
        for text in sorted(texts):
            out.write(json.dumps(text, ensure_ascii=False) + "\n")


def held(text: str) -> bool:
    return hashlib.sha256(text.encode("utf-8")).digest()[0] % 2 == 1


counts = []
for name, texts in (("malicious", malicious), ("benign", honest)):
    for half, keep in (("read", False), ("held-out", True)):
        chosen = {t for t in texts if held(t) == keep}
        write(f"patterns-{name}-{half}", chosen)
        counts.append(f"{name} {half} {len(chosen)}")
print(
    f"clickfix-patterns {commit[:7]}: {len(paths)} patterns ({unreadable} regexes unreadable); "
    f"benign {len(benign)}, honest by the whole library {len(honest)}; " + ", ".join(counts)
)
