/**
 * Whether a page tells the person to open a place that runs what is pasted into it and paste
 * there: Windows' Run box (Win+R) or its power menu (Win+X, then Terminal), Spotlight then
 * Terminal (⌘+Space), File Explorer's address bar (Ctrl+L), or simply "Ctrl+V, then Enter".
 * Read from the page's visible text, in the five languages Linkwise speaks (key names are
 * mostly written alike in all of them). Docs that say "paste this in a Terminal" name no keys,
 * and are left alone.
 */

/** A key combination's plus. */
const PLUS = String.raw`\s*[+＋]\s*`;
/** The Windows key, named or drawn. */
const WIN_KEY = String.raw`(?:\bwin(?:dows)?(?:[\s-]*(?:key|taste|logo\s*key))?|(?:tecla|touche)\s+(?:de\s+)?windows|⊞|❖)`;
/** The Windows key named as a key, then "and": "the Windows key and R". */
const WIN_KEY_AND = String.raw`(?:\bwindows[\s-]*(?:key|taste|logo\s*key)|(?:tecla|touche)\s+(?:de\s+)?windows)\s+(?:and|und|y|e|et|و|plus)\s+(?:the\s+)?(?:letter\s+)?["'«]?`;
/** What opens the address bar in File Explorer, and what names it. */
const ADDRESS_KEYS = String.raw`(?:\b(?:ctrl|strg|control)${PLUS}l\b|\balt${PLUS}d\b)`;
const ADDRESS_BAR = String.raw`(?:explorer|address\s*bar|adressleiste|barra\s+de\s+(?:direcciones|endereços)|شريط\s+العنوان)`;

const RUN_BOX = new RegExp(
  [
    // Win + R, Windows key + X, ⊞ + R, Windows-Taste + R, tecla Windows + R; "Windows key and R"
    String.raw`(?:${WIN_KEY}${PLUS}|${WIN_KEY_AND})["'«]?(?:r|x)\b`,
    // ⌘ + Space, Command + Space, Cmd + Leertaste, Comando + espacio
    String.raw`(?:⌘|\bcmd\b|\bcommand\b|\bcomando\b|\bbefehl(?:staste)?\b)${PLUS}(?:space|leertaste|espacio|espaço|barra\s+de\s+espa[çc]o|مسافة)`,
    // Ctrl + L (or Alt + D) in File Explorer: the address bar
    String.raw`${ADDRESS_KEYS}[\s\S]{0,300}${ADDRESS_BAR}|${ADDRESS_BAR}[\s\S]{0,300}${ADDRESS_KEYS}`,
  ].join('|'),
  'iu',
);

/** Paste (Ctrl+V, ⌘+V) … */
const PASTE = new RegExp(
  String.raw`(?:\b(?:ctrl|strg|control|cmd|command|comando)\b|⌘)${PLUS}v\b`,
  'i',
);
/** … then Enter. */
const ENTER = /\b(?:enter|return|intro|eingabe(?:taste)?|entrar|إدخال)\b|↵|⏎/i;

export function asksToPasteAndRun(pageText: string): boolean {
  return RUN_BOX.test(pageText) || (PASTE.test(pageText) && ENTER.test(pageText));
}
