"""
Draws the commands Palo Alto Networks' Unit 42 published from live ClickFix pages (their
timely-threat-intel notes, one text file a finding) up to 2025-06-30 into a set read while
writing the rules. Later notes are not drawn: they give their commands inside their prose
rather than under a heading, which this rule does not reach (a trial rule for them drew
sentences; tests/fixtures/clickfix/SOURCES.md).

One fixed rule, written on the notes' layout:
- a note's sections start at a line in capitals (with or without a colon); a section holds what
  the page gave the person to paste when its heading names a script or command and copying,
  pasting, the clipboard, a Run box or window, a terminal, a victim, a CAPTCHA or ClickFix, and
  names no traffic, address, hash or file before the script or command;
- its items are split at blank lines and at "- " bullets; any other line continues the item
  (the notes wrap long commands, keeping the space they broke at);
- an item that is a label (ends with a colon), a note, a hash or file line, a bare address, or
  that the note redacted ("[... removed]") is left out; so is one under 16 characters or with no
  space;
- addresses are refanged (hxxp, [.], [:]) as the page wrote them; the set is deduplicated.

    python3 tests/guards/draw-unit42.py <Unit42-timely-threat-intel git directory>
"""

import json
import re
import subprocess
import sys

git_dir = sys.argv[1]
READ_UNTIL = "2025-06-30"


def git(*args: str) -> str:
    return subprocess.check_output(["git", "--git-dir", git_dir, *args], text=True, errors="replace")


HEADING = re.compile(r"^[A-Z0-9][A-Z0-9 ,/()\"'&.#+_-]*:?\s*$")
NAMES_COMMAND = re.compile(r"SCRIPT|COMMAND")
NAMES_PASTING = re.compile(r"COPY|PASTE|CLIPBOARD|RUN (BOX|WINDOW|DIALOG)|TERMINAL|VICTIM|CLICKFIX|CLICK-FIX|CLICK FIX|CAPTCHA")
NAMES_OTHER = re.compile(r"TRAFFIC|URLS?\b|DOMAINS?\b|HASH|IP ADDRESS|FILES?\b|FQDN")
LEFT_OUT = re.compile(r"^(note\b|sha256|sha1|md5|file (size|type|name|description|location)|returned from)", re.I)
BARE_ADDRESS = re.compile(r"^\S*(hxxps?|https?)\S*$|^\S+\[\.\]\S+$", re.I)


def refang(text: str) -> str:
    text = re.sub(r"hxxp", "http", text, flags=re.I)
    return text.replace("[.]", ".").replace("[:]", ":")


def is_heading(line: str) -> bool:
    words = re.findall(r"[A-Z]{3,}", line)
    return line == line.lstrip() and bool(HEADING.match(line.strip())) and "://" not in line and len(words) >= 2


def holds_commands(heading: str) -> bool:
    named = NAMES_COMMAND.search(heading)
    return bool(named and NAMES_PASTING.search(heading)) and not NAMES_OTHER.search(heading[: named.start()])


def items(note: str) -> list[str]:
    found: list[str] = []
    inside = False
    current: list[str] = []

    def close() -> None:
        if current:
            found.append("".join(current).strip())
            current.clear()

    for line in note.splitlines():
        if is_heading(line):
            close()
            inside = holds_commands(line.strip())
            continue
        if not inside:
            continue
        if not line.strip():
            close()
        elif line.startswith("- "):
            close()
            current.append(line[2:])
        else:
            current.append(line.lstrip())
    close()
    return found


def kept(item: str) -> bool:
    return not (
        item.endswith(":")
        or LEFT_OUT.match(item)
        or BARE_ADDRESS.match(item)
        or "removed]" in item
        or len(item) < 16
        or " " not in item
    )


read: set[str] = set()
notes = 0
for path in git("ls-tree", "-r", "--name-only", "-z", "HEAD").split("\0"):
    if not re.match(r"^20(2[4-9])-\d\d-\d\d", path) or path[:10] > READ_UNTIL:
        continue
    commands = {refang(item) for item in items(git("show", f"HEAD:{path}")) if kept(item)}
    notes += bool(commands)
    read.update(commands)

with open("tests/fixtures/clickfix/unit42-read.jsonl", "w", encoding="utf-8") as out:
    for text in sorted(read):
        out.write(json.dumps(text, ensure_ascii=False) + "\n")
commit = git("rev-parse", "HEAD").strip()
print(f"Unit42-timely-threat-intel {commit[:7]}: {len(read)} commands from {notes} notes up to {READ_UNTIL}")
