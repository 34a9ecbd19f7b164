import * as z from 'zod/mini';
import { LOCK_TECHNIQUES } from './lock-techniques';

/**
 * The page guards' messages between a page's frames and the background (zod/mini: the content
 * scripts' side carries no more than these). What the relay and the clipboard judge report is
 * checked here by the background, which decides and shows the warning; what the background sends
 * a tab is built from checked values.
 */

/** How a page tried to write to the clipboard, or `selection`: the person's copy of text they cannot see. */
export const WRITES = ['writeText', 'write', 'copy', 'cut', 'copy-event', 'selection'] as const;
export type Write = (typeof WRITES)[number];

/** Where a command is meant to be pasted: Windows (Run, PowerShell, the address bar) or a Terminal. */
export const SHELLS = ['windows', 'terminal'] as const;

/**
 * Why a command was stopped: it hides part of itself, the page tells the person to paste it into
 * Run or Terminal, or it was not readable on the page.
 */
export const STOP_REASONS = ['concealed', 'instructions', 'unseen'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** The longest command kept: what the warning shows, and what "copy it anyway" copies. */
export const MAX_COMMAND = 8192;

/** A command the clipboard judge stopped, as it reports it. */
export const StoppedCommandSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(MAX_COMMAND)),
  how: z.enum(WRITES),
  shell: z.enum(SHELLS),
  why: z.enum(STOP_REASONS),
});
export type StoppedCommand = z.infer<typeof StoppedCommandSchema>;

export const LockTechniquesSchema = z
  .array(z.enum(LOCK_TECHNIQUES))
  .check(z.minLength(1), z.maxLength(LOCK_TECHNIQUES.length));

/** Which guards are on, as settings and the organisation's policy have them. */
export const GuardSwitchesSchema = z.object({ clipboard: z.boolean(), locks: z.boolean() });
export type GuardSwitches = z.infer<typeof GuardSwitchesSchema>;

/** What the background asks a tab's top frame to cover the page with. */
export const GuardWarningSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('clipboard'), command: StoppedCommandSchema }),
  z.object({ kind: z.literal('lock'), techniques: LockTechniquesSchema }),
]);
export type GuardWarning = z.infer<typeof GuardWarningSchema>;

export const GuardWarningMessageSchema = z.object({
  type: z.literal('linkwise:guard-warning'),
  warning: GuardWarningSchema,
});
export type GuardWarningMessage = z.infer<typeof GuardWarningMessageSchema>;

/** Sent to every frame of a tab whose page was broken out of: each frame's guard breaks too. */
export const GUARD_BREAK = 'linkwise:guard-break';
