/**
 * The words a command that fetches or runs code cannot do without (commands.ts reads what they
 * do), and how a shell reads text, kept apart so that the guard in the page's world can carry
 * them without the rest: a text with none of these words is no such command, and goes to the
 * clipboard at once. A unit test holds that every text commands.ts calls a command has one.
 *
 * `flatten` runs in the page's world, where a page may have replaced any method of strings: it
 * reads characters by index and compares them, and calls nothing.
 */

/** Characters that change nothing a shell runs but hide words from a plain search. */
const isNoise = (char: string) =>
  char === '^' || // cmd's escape: p^o^w^e^r^s^h^e^l^l
  char === '`' || // PowerShell's escape: i`e`x
  (char >= '\u200b' && char <= '\u200f') || // zero-width and direction marks
  (char >= '\u202a' && char <= '\u202e') || // bidirectional embeddings and overrides
  (char >= '\u2060' && char <= '\u2069') ||
  char === '\u00ad' ||
  char === '\ufeff';

const isWordChar = (char: string | undefined) =>
  char !== undefined &&
  ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9'));

const isQuote = (char: string | undefined) => char === '"' || char === "'";

/** Dashes PowerShell reads as `-` before a parameter (`powershell –e …`, en dash). */
const isDash = (char: string) => char === '\u2013' || char === '\u2014' || char === '\u2015';

/**
 * The text as a shell reads it, for recognising words: escapes and invisible characters
 * dropped, string joins closed up (`'pow'+'ershell'`, `"iex"+"(irm …)"`), empty strings and
 * quotes inside a word dropped (`cu''rl`, `p"ow"ershell`, which cmd runs as powershell), and the
 * dashes PowerShell takes for a hyphen read as one.
 */
export function flatten(text: string): string {
  let flat = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (isNoise(char)) continue;
    if (isDash(char)) {
      flat += '-';
      continue;
    }
    if (isQuote(char)) {
      // An empty string, which a shell joins to its neighbours: cu''rl, ba""sh.
      if (text[at + 1] === char) {
        at++;
        continue;
      }
      // A join: quote, spaces, +, spaces, quote.
      let next = at + 1;
      while (text[next] === ' ') next++;
      if (text[next] === '+') {
        next++;
        while (text[next] === ' ') next++;
        if (isQuote(text[next])) {
          at = next;
          continue;
        }
      }
      if (isWordChar(flat[flat.length - 1]) && isWordChar(text[at + 1])) continue;
    }
    flat += char;
  }
  return flat;
}

/** Programs that only ever run what they are given: a command whatever follows. */
export const ALWAYS_RUN = 'pcalua|cmstp|odbcconf|installutil|msbuild';

/**
 * Programs that load and run what a path names: a command when it is fetched from afar. After the
 * campaigns' own, the Windows programs the LOLBAS catalogue (LOLBAS-Project/LOLBAS, its `Download`
 * entries and those that run a remote path) lists, where the name is no everyday word nor a tool
 * people are told to paste (`expand`, `replace`, `winget`, Office's programs stay out), nor
 * `hh`, which the page's quick look would find in every `hh:mm`.
 */
export const LOADERS =
  'mshta|rundll32|regsvr32|msiexec|certutil|bitsadmin|start-bitstransfer|wscript|cscript|explorer|finger|' +
  'bginfo|certoc|certreq|configsecuritypolicy|desktopimgdownldr|diantz|ecmangen|esentutl|extrac32|' +
  'gfxdownloadwrapper|ieexec|imewdbld|makecab|mpcmdrun|msohtmed|msoxmled|msxsl|presentationhost|' +
  'printbrm|protocolhandler';

/** Shells and schedulers on Windows: a command with what they are given to run. */
export const LAUNCHERS =
  'powershell(?:_ise)?|pwsh|cmd|%comspec%|start-process|saps|forfiles|wmic|schtasks';

/** Programs that also do harmless things (a download, a window). */
export const WEAK_LAUNCHERS = 'curl|start|call|wget';

/**
 * What else every command of commands.ts has: PowerShell's run words, Terminal's programs and
 * decoders (`base64 -d`, `xxd -r`), a shell handed to another machine (`/dev/tcp/`, netcat), the
 * scan switch, a program's path with a comment after it.
 */
const OTHER_WORDS =
  'conhost|downloadfile|net\\s+use|pushd|crumb=location|ms-appinstaller|\\\\\\\\[\\w.-]+[@\\\\]|\\\\(?:x[0-9a-f]{2}|[0-7]{3})|:~|iex|iwr|\\birm\\b|invoke-|add-type|frombase64|encoded|scriptblock|reflection|gettype|base64|xxd|osascript|python|amsi|mppreference|\\/dev\\/(?:tcp|udp)\\/|\\bn(?:et)?cat\\b|\\bnc\\s|\\bruby\\s+-e|\\bperl\\s+-e|\\s-e\\s|\\|\\s*[&.]\\s*\\(|\\.(?:exe|bat|cmd|ps1|vbs|js|hta|msi|scr|com|pif)["\']?\\s+(?:#|::|rem\\s|<#)';

/** Whether a text (as `flatten` reads it) has a word no such command is without. */
export const MAYBE_COMMAND = new RegExp(
  `${ALWAYS_RUN}|${LOADERS}|${LAUNCHERS}|${WEAK_LAUNCHERS}|${OTHER_WORDS}`,
  'i',
);
