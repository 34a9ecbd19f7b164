/**
 * The page guards' protocol in plain values, for the scripts that run in pages and must stay
 * small (the relay, the clipboard judge): the schemas built from them are guard-messages.ts.
 */

/** How a page tried to write to the clipboard, or `selection`: the person's copy of text they cannot see. */
export const WRITES = ['writeText', 'write', 'copy', 'cut', 'copy-event', 'selection'] as const;
export type Write = (typeof WRITES)[number];

/** Where a command is meant to be pasted: Windows (Run, PowerShell, the address bar) or a Terminal. */
export const SHELLS = ['windows', 'terminal'] as const;
export type Shell = (typeof SHELLS)[number];

/**
 * Why a command was stopped: it hides part of itself, the page tells the person to paste it into
 * Run or Terminal, or it was not readable on the page.
 */
export const STOP_REASONS = ['concealed', 'instructions', 'unseen'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** The longest command kept: what the warning shows, and what "copy it anyway" copies. */
export const MAX_COMMAND = 8192;

/** Sent to every frame of a tab whose page was broken out of: each frame's guard breaks too. */
export const GUARD_BREAK = 'linkwise:guard-break';
