import * as z from 'zod/mini';
import { MAX_COMMAND, SHELLS, STOP_REASONS, WRITES } from './guard-protocol';
import { LOCK_TECHNIQUES } from './lock-techniques';

/**
 * The page guards' messages between a page's frames and the background (zod/mini: the content
 * scripts' side carries no more than these). What the relay and the clipboard judge report is
 * checked here by the background, which decides and shows the warning; what the background sends
 * a tab is built from checked values.
 */

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

const HostSchema = z.string().check(z.minLength(1), z.maxLength(253));

/**
 * What the background asks a tab's top frame to cover the page with: a command stopped, a lock
 * broken, another site's password typed here (utils/passwords/: whose, and the host of the frame
 * it was typed in), a sign-in code pasted here.
 */
export const GuardWarningSchema = z.discriminatedUnion('kind', [
  // `opened`: the command was stopped in a window this page opened, not in the page itself.
  z.object({
    kind: z.literal('clipboard'),
    command: StoppedCommandSchema,
    opened: z.optional(z.boolean()),
  }),
  z.object({ kind: z.literal('lock'), techniques: LockTechniquesSchema }),
  z.object({ kind: z.literal('password'), belongsTo: HostSchema, here: HostSchema }),
  z.object({ kind: z.literal('sign-in-code'), here: HostSchema }),
]);
export type GuardWarning = z.infer<typeof GuardWarningSchema>;

export const GuardWarningMessageSchema = z.object({
  type: z.literal('linkwise:guard-warning'),
  warning: GuardWarningSchema,
});
export type GuardWarningMessage = z.infer<typeof GuardWarningMessageSchema>;
