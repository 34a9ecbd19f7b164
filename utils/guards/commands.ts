/**
 * What a command that fetches or runs code looks like, as pasted into Windows' Run box, File
 * Explorer's address bar, PowerShell or a Terminal: the ClickFix family ("verify you are human:
 * Win+R, Ctrl+V, Enter"). Written from the public descriptions of the campaigns (Proofpoint,
 * Microsoft, Unit 42, Huntress, Sekoia, eSentire, mrd0x's FileFix, SigmaHQ's ClickFix rules);
 * measured on real pages' commands no one here wrote (BENCHMARKS.md). It runs in Linkwise's own
 * world (the clipboard judge, the background), never the page's.
 */

import { ALWAYS_RUN, flatten, LAUNCHERS, LOADERS, WEAK_LAUNCHERS } from './command-words';

/** Where a command word may start: the text's start, after a separator, a path or a quote. */
const AT = String.raw`(?:^|[\s;&|(){}"'\\/=,:“”‘’])`;
/**
 * A program's name as a command: its name (and `.exe`), then an option or an argument — a path,
 * an address, a script's scheme, or a PowerShell command (`powershell Start-BitsTransfer …`,
 * `powershell iwr …`, `powershell . C:\…`).
 */
const asCommand = (names: string) =>
  String.raw`${AT}(?:${names})(?:\.exe)?["'“”‘’]?\s+(?=[-/"'“‘$\\(@%]|[\w.-]+@|[a-z]:|(?:https?|ftp|javascript|vbscript|data|about):|[\w.-]+\.(?:hta|dll|sct|js|vbs|msi|exe|xml|csproj|inf)\b|[a-z]+-[a-z]+\b|(?:iwr|irm|iex)\b|\.\s)`;

/** Every abbreviation PowerShell takes of a parameter: its first `shortest` letters, or more. */
const abbreviations = (word: string, shortest: number) =>
  word.slice(0, shortest) +
  [...word.slice(shortest)].reduceRight((rest, char) => `(?:${char}${rest})?`, '');

/**
 * Programs that only ever run what they are given, headless consoles, and cmd's substring
 * expansions (`%comspec:~-16,1%`, which spell a program's name out of a variable's letters): a
 * command whatever follows.
 */
const ALWAYS_RUNS = new RegExp(
  `${asCommand(ALWAYS_RUN)}|conhost(?:\\.exe)?\\s+--headless|%\\w+:~-?\\d+(?:,-?\\d+)?%`,
  'i',
);

/** Programs that load and run what a path names: a command when the path is a remote one. */
const LOADER = new RegExp(asCommand(LOADERS), 'i');

/** Shells and schedulers on Windows: a command with what they are given to run. */
const LAUNCHER = new RegExp(asCommand(LAUNCHERS), 'i');

/** Programs that also do harmless things (a download, a window): a command only with both. */
const WEAK_LAUNCHER = new RegExp(asCommand(WEAK_LAUNCHERS), 'i');

/** Something fetched: an address, a share (WebDAV too), an IP, or a command that downloads. */
const FETCHES =
  /(?:https?|ftp):\/\/|\\\\[\w.-]+(?:@ssl)?(?:@\d+)?\\|@ssl\b|davsetcookie|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:iwr|irm|wget|curl|invoke-webrequest|invoke-restmethod|start-bitstransfer|downloadstring|downloadfile|downloaddata|openread|net\.webclient|httpclient|winhttp|xmlhttp|bitsadmin|urlcache|nslookup|resolve-dnsname)\b|\b[\w-]+@[\w-]+(?:\.[\w-]+)+\s*\|/i;

/** PowerShell running what it fetched or decoded: needs no launcher (`irm … | iex`). */
const POWERSHELL_RUNS = new RegExp(
  String.raw`\b(?:iex|invoke-expression|invoke-command|invokescript|start-process|saps|add-type|frombase64string|encodedcommand)\b|\b(?:gcm|get-command)\s+["']?[\w-]*\*|\[scriptblock\]|\[reflection\.assembly\]|(?:^|\s)[-/](?:ec|${abbreviations('encodedcommand', 1)})\s+[a-z0-9+/=]{16,}|\|\s*(?:&|\.)\s*\(`,
  'i',
);

/**
 * PowerShell told to hide its own window (`-w h`, `-WindowStyle Hidden`, `-w 1`), whatever it
 * is given: nothing a page asks a person to paste needs it.
 */
const HIDDEN_WINDOW = new RegExp(
  String.raw`(?:^|\s)[-/]${abbreviations('windowstyle', 1)}\s+["']?(?:${abbreviations('hidden', 1)}|1)\b`,
  'i',
);

/**
 * PowerShell's antimalware scan switched off (`[Ref].Assembly.GetType('…AmsiUtils')`), Defender
 * told to look away (`Add-MpPreference -ExclusionPath …`, `-DisableRealtimeMonitoring $true`), or
 * the scan's class reached by reflection with the name spelt out of pieces (`-f`, joins) so no word names it.
 */
const SCANNER_OFF =
  /\bamsi(?:utils|initfailed|scanbuffer|context)\b|-mppreference\b[^\n]*\s-(?:exclusion|disable\w*\s+\$?(?:true|1)\b)|\[ref\]\s*\.\s*["']?assembly["']?\s*\.\s*["']?gettype|\.\s*["']assembly["']\s*\.\s*["']gettype["']\s*\(/i;

/**
 * A program run from a folder anyone can write to (Temp, Public, ProgramData, AppData,
 * Downloads): where a dropper leaves what `rundll32` or `regsvr32` is to load.
 */
const FROM_WRITABLE_FOLDER =
  /(?:%(?:temp|tmp|appdata|localappdata|public|userprofile|programdata)%|\\(?:temp|tmp|users\\public|programdata|appdata|downloads)\\)[^\s"',]*\.(?:dll|sct|hta|js|jse|vbs|vbe|wsf|ocx|cpl|exe)\b/i;

/**
 * FileFix: a program's path pasted into File Explorer's address bar, which runs it, with a
 * comment after it that the bar shows instead (`C:\Temp\patch.exe      # Security update`).
 */
const PATH_WITH_COMMENT =
  /^\s*["']?(?:[a-z]:|%\w+%)\\[^\n"']*\.(?:exe|bat|cmd|ps1|vbs|js|hta|msi|scr|com|pif)["']?\s+(?:#|::|rem\s|<#)/i;

/**
 * A download saved as a program or script (`iwr … -OutFile stage2.ps1`,
 * `(New-Object Net.WebClient).DownloadFile('…', 'C:\\Users\\Public\\a.exe')`).
 */
const SAVES_PROGRAM =
  /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|curl|wget)\b[^\n]*\s-outf(?:ile)?\s+["']?[^\s"';]*\.(?:exe|dll|ps1|bat|cmd|vbs|hta|scr|msi)\b|\bdownloadfile\s*\([^)\n]{0,1024}?,\s*["'][^"'\n]*\.(?:exe|dll|ps1|bat|cmd|vbs|hta|scr|msi)["']/i;

/** What comes before it piped into a Windows shell, which runs each line. */
const PIPED_TO_SHELL = /\|\s*(?:cmd|powershell|pwsh)(?:\.exe)?(?=\s|$|")/i;

/** Anything else that runs: a shell at a pipe's end, a program or script file, a process. */
const RUNS = new RegExp(
  `${POWERSHELL_RUNS.source}|${String.raw`\|\s*(?:cmd|powershell|pwsh|sh|bash)\b|&\s*(?:\(|\$|start\b)|\bstart\s+\S|\.(?:exe|bat|cmd|ps1|vbs|vbe|js|jse|hta|msi|dll|sct|wsf|scr|lnk)\b|\[char\]|-join\b|\bcall\b|createobject|wscript\.shell|shell\.application`}`,
  'i',
);

/** Interpreters a Terminal command hands code to, as a shell is handed it. */
const INTERPRETERS = String.raw`python[\d.]*|perl|ruby|node`;

/** A script's file name ending a word (`a.sh`, `stage.py"`): a download kept as one is run next. */
const SCRIPT_NAME = String.raw`\.(?:sh|command|py|pl|rb)["']?(?=\s|$)`;

/** A Terminal command that downloads and runs, or decodes and runs, code (macOS, Linux). */
const TERMINAL_RUNS = new RegExp(
  [
    // curl … | sh, wget -O- … | bash, … | sudo -E zsh, … | VERSION=1 bash, … | python3, … | $SHELL
    String.raw`\b(?:curl|wget)\b[^\n|]*\|\s*(?:(?:sudo|nohup|exec|env|command|xargs)\s+(?:-\w+\s+)*|\w+=(?:"[^"\n]*"|'[^'\n]*'|\S*)\s+)*(?:["']?(?:(?:\/usr)?\/bin\/)?(?:(?:ba|z|k|da|fi)?sh|${INTERPRETERS}|osascript)|\$\{?shell)\b`,
    // bash -c "$(curl …)", sh <(curl …), bash <<< "$(curl …)", eval "$(wget …)", source <(curl …) (in backticks:
    // DOWNLOAD_SUBSTITUTED, on the text as written, as `flatten` drops them)
    String.raw`(?:\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*(?:<<<\s*)?|\b(?:eval|exec|source)\s+|\.\s+)["']?(?:\$\(|<\()\s*(?:curl|wget)\b`,
    // … or kept in a variable, then run: x=$(curl …) && eval "$x"; c=$(wget …); $c
    String.raw`\b(?<v>\w+)=["']?\$\(\s*(?:curl|wget)\b[^\n]*?(?:&&|;|\n)\s*(?:(?:eval|exec|(?:ba|z)?sh\s+-c)\s+["']?)?\$\{?\k<v>\b`,
    // bash -c "$(echo … | base64 --decode)", eval "$(printf … | xxd -r -p)": a payload decoded
    // inside the shell's own substitution (AMOS / MacSync lures)
    String.raw`(?:\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*|\beval\s+|\bsource\s+|\.\s+)["']?(?:\$\(|<\()[^)\n]*\b(?:base64\s+(?:-d|-D|--decode)|openssl\s+(?:base64|enc)\b[^)\x60\n|]*\s-d|xxd\s+-r)\b`,
    // echo … | base64 -d | bash (or | eval, | python3; -di too); base64 --decode … | sh; base64 -d > /tmp/x &&
    // chmod +x /tmp/x
    String.raw`\bbase64\s+(?:-[a-ce-z]*[dD][a-zA-Z]*|--decode)\b[^\n]*(?:\|\s*(?:(?:sudo|nohup|exec)\s+(?:-\w+\s+)*)*(?:(?:\/usr)?\/bin\/)?(?:(?:ba|z|k)?sh|eval|${INTERPRETERS})\b|(?:&&|;)\s*(?:chmod\s|(?:ba|z)?sh\s|\.\/|\/tmp\/))`,
    // a shell handed a script that decodes its own payload: bash -c "echo … | base64 -d"
    String.raw`\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*-c\s+["'][^"'\n]*\bbase64\s+(?:-d|-D|--decode)\b`,
    // downloaded, then made executable or run, on its line or the next few: curl -o /tmp/x …
    // && chmod +x …; … && ./x; wget …/a.sh; sh a.sh (a file handed to an interpreter)
    String.raw`\b(?:curl|wget)\b[^\n]*(?:\n[^\n]*){0,3}?(?:&&|;|\n)\s*(?:sudo\s+(?:-\w+\s+)*)?(?:chmod\s+\+?[0-7x]+|\.\/|\/tmp\/|open\s|xattr\s|(?:(?:ba|z|k|da)?sh|${INTERPRETERS}|source)\s+(?!-)[\w.~\/$"'-]+)`,
    // a download saved as a script, a stage to run next (`curl … -o /tmp/rs.sh`, `wget -O x.py
    // …`, `curl … > x.sh`, `curl -O …/a.sh` and `wget …/a.sh`, which keep the address's name), or
    // hidden in memory or a dot file (`-o /dev/shm/x`, `-O /tmp/.x`); documents and archives stay
    // downloads
    String.raw`\b(?:curl|wget)\b[^\n|;&]*?(?:\s(?:(?:-\w*[oO]|--output(?:-document)?)[\s=]|>\s*)["']?(?:\/dev\/shm\/|\/(?:var\/)?tmp\/\.|[^\s"';]*${SCRIPT_NAME})|\s-\w*O\s+["']?(?:https?|ftp):\/\/[^\s"';]*${SCRIPT_NAME})`,
    String.raw`\bwget\s[^\n|;&]*?(?:https?|ftp):\/\/[^\s"';]*${SCRIPT_NAME}`,
    // an interpreter handed a download to run: python3 -c "$(curl …)", python3 <(curl …)
    String.raw`\b(?:${INTERPRETERS})\s+(?:-\w+\s+)*(?:-[ce]\s+["']?(?:\$\(|\x60)|<\()\s*(?:curl|wget)\b`,
    // a shell handed to another machine: bash -i >& /dev/tcp/…, nc -e /bin/sh host port
    String.raw`\/dev\/(?:tcp|udp)\/[\w.-]+\/\d+|\b(?:nc|ncat|netcat)\b[^\n|;&]{0,256}?\s-[ec]\s+["']?(?:\/bin\/)?(?:(?:ba|z)?sh|cmd(?:\.exe)?|powershell)\b`,
    // a script spelt in escapes and handed to a shell: printf '\x63\x75…' | sh, echo -e … | bash
    String.raw`\b(?:printf|echo\s+-e)\s+["']?[^\n|]{0,1024}?\\(?:x[0-9a-f]{2}|[0-7]{3})[^\n|]{0,4096}\|\s*(?:(?:ba|z|k|da)?sh|eval|${INTERPRETERS})\b`,
    // osascript -e; python -c with exec or a download
    String.raw`\bosascript\s+(?:-l\s+\w+\s+)?-e\b`,
    String.raw`\bpython[\d.]*\s+-c\s+["'][^"']*(?:exec|eval|urllib|urlopen|requests|socket|base64|__import__|subprocess|os\.system)`,
    // … or its code given on the lines after it (python3 - <<'EOF' … exec(urlopen(…)) … EOF)
    String.raw`\b(?:${INTERPRETERS})\s+(?:-\s+)?<<-?\s*["']?\w+["']?[^\n]*\n[^\n]{0,4096}?(?:exec|eval|urlopen|urllib|lwp|open-uri|child_process|socket|subprocess|os\.system)`,
    // ruby -e / perl -e that fetch or evaluate code
    // (after other options: perl -MLWP::Simple -e …, ruby -ropen-uri -e …), node -e that evaluates
    String.raw`\b(?:ruby|perl|node)\s+(?:-[\w:\/-]+\s+)*-e\s+["'][^\n]*?(?:eval|open-uri|uri\.open|net::http|lwp|io::socket|socket|system|exec|child_process)`,
  ].join('|'),
  'i',
);

/**
 * Script run from a link's scheme (`mshta vbscript:…`, `rundll32 javascript:…`, `mshta
 * data:text/html,<script>…`, `mshta about:"<script>…"`; `about:blank` runs nothing), a scriptlet,
 * or a file of any name run with a script engine named (`wscript //e:vbscript C:\…\a.txt`).
 */
const SCRIPT_SCHEME =
  /\b(?:vbscript|javascript):|\bdata:text\/html|\babout:[^\n]*<script|scrobj|\.sct\b|\/\/e:/i;

/**
 * A download run as a command by the shell's own substitution, in backticks (which `flatten`
 * drops: read on the text as written) or as the line's first word: eval `curl …`,
 * sh -c "`curl …`", $(curl …).
 */
const DOWNLOAD_SUBSTITUTED =
  /(?:\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*["']?|\beval\s+["']?|^\s*(?:\$\(|exec\s+)?)\x60\s*(?:curl|wget)\b|^\s*\$\(\s*(?:curl|wget)\b/i;

/**
 * cmd running each line another machine sends: `for /f "skip=8 delims=" %h in ('finger
 * user@host') do call %h` (the finger relays of 2026, Unit 42), or the same over curl, nslookup.
 */
const RUNS_FETCHED_LINES =
  /\bfor\s+\/f\b[^\n(]{0,256}\(\s*['"\x60](?=[^)\n]{0,1024}?\b(?:finger|curl|wget|nslookup|certutil|bitsadmin|powershell|iwr|irm)\b)[^)\n]{0,1024}\)\s*do\s+(?:@?call\s+|cmd(?:\.exe)?\s+\/[ck]\s+)?%%?\w\b/i;

/**
 * A remote share mapped to a drive or entered (`net use Z: \\host@80\share`, `pushd
 * \\host@SSL\…`), then something run from it: cmd runs a script from anywhere it can read.
 */
const RUNS_FROM_SHARE =
  /\b(?:net\s+use\s+(?:[a-z]:|\*)|pushd)\s+["']?\\\\[\w.-]+[^\n&|;]{0,256}(?:&&?|\|\||;)\s*(?:start\b|call\b|cmd\b|[a-z]:\\|[^\s&|;]+\.(?:bat|cmd|exe|ps1|vbs|js|hta|lnk|msi|wsf)\b)/i;

/**
 * A program, script or shortcut on another machine's share, pasted whole into the Run box or
 * File Explorer's address bar, which run it (`\\\\files.x@SSL\\DavWWWRoot\\setup.exe`): the
 * share an internet host's (a dotted name, an address, WebDAV's `@SSL` or port), not an
 * office's file server (`\\\\fileserver\\…`).
 */
const REMOTE_PROGRAM =
  /^\s*["']?\\\\(?:[\w-]+\.[\w.-]+|[\w.-]+@(?:ssl|\d+))(?:@ssl|@\d+)*\\[^\n"'<>|]*\.(?:exe|bat|cmd|ps1|vbs|vbe|js|jse|hta|msi|scr|com|pif|lnk|cpl|wsf|url|dll)["']?\s*(?:$|#|::|rem\s|<#)/i;

/**
 * Windows' own links that open another machine's folder or install from afar, pasted into the
 * Run box: `search-ms:…&crumb=location:\\\\x@SSL\\…` (a remote folder shown as a local
 * search, its shortcut one click away), `ms-appinstaller:?source=https://…`.
 */
const REMOTE_PROTOCOL =
  /\bsearch(?:-ms)?:[^\n]{0,1024}?crumb=location:(?:\\\\|%5c%5c|\/\/)|\bms-appinstaller:\?source=(?:https?|ftp):/i;

/** A comment after a command, which the Run box shows instead of the command (`# I am not a robot`). */
const TRAILING_COMMENT = /(?:\s#|\s::|\s&\s*rem\s|\s<#)[^\n]*$/i;

/** Where a command is meant to go, which the warning names. */
export type CommandShell = 'windows' | 'terminal';

/**
 * Whether `text` is a command that fetches or runs code, and for which shell; null for anything
 * else (a link, a code, an address, a hash, an ordinary command that fetches and runs nothing).
 * A program that runs commands counts with what it is given to run, or with a comment after it
 * that the Run box would show instead (`powershell -c … # C:\HR\Policy.docx`, FileFix).
 * Said of the words alone: whether the page showed it openly is the guard's question.
 */
export function commandShell(text: string): CommandShell | null {
  const flat = flatten(text);
  if (TERMINAL_RUNS.test(flat) || DOWNLOAD_SUBSTITUTED.test(text)) return 'terminal';
  if (
    ALWAYS_RUNS.test(flat) ||
    SCANNER_OFF.test(flat) ||
    PATH_WITH_COMMENT.test(flat) ||
    SAVES_PROGRAM.test(flat) ||
    RUNS_FETCHED_LINES.test(flat) ||
    RUNS_FROM_SHARE.test(flat) ||
    REMOTE_PROGRAM.test(flat) ||
    REMOTE_PROTOCOL.test(flat)
  )
    return 'windows';
  const rest = (launcher: RegExp) => {
    const found = launcher.exec(flat);
    return found ? flat.slice(found.index + found[0].length) : null;
  };
  const loaded = rest(LOADER);
  if (
    loaded !== null &&
    (FETCHES.test(loaded) || SCRIPT_SCHEME.test(loaded) || FROM_WRITABLE_FOLDER.test(loaded))
  )
    return 'windows';
  const launched = rest(LAUNCHER);
  if (
    launched !== null &&
    (FETCHES.test(launched) ||
      RUNS.test(launched) ||
      TRAILING_COMMENT.test(launched) ||
      HIDDEN_WINDOW.test(launched))
  )
    return 'windows';
  // PowerShell pasted into Windows Terminal (Win+X) needs no launcher: irm … | iex; nor what a
  // download or a DNS answer feeds a shell there (`nslookup … | findstr … | cmd`).
  if (FETCHES.test(flat) && (POWERSHELL_RUNS.test(flat) || PIPED_TO_SHELL.test(flat)))
    return 'windows';
  const weak = rest(WEAK_LAUNCHER);
  return weak !== null && FETCHES.test(flat) && RUNS.test(weak) ? 'windows' : null;
}
