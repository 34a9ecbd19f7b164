/**
 * The size of one check, apart from the reading of values (selection.ts) so that what only
 * shows a checked message's answer (danger-first.ts, in the page UI) carries no Public Suffix
 * List or phone metadata with it.
 */

/**
 * At most this many values are looked up for one check (a pasted message, a selected
 * paragraph); values answered from the cache do not count. The rest are listed as not checked
 * yet, never dropped: the lookup service's budget is 60 a minute for everything Linkwise does.
 */
export const CHECK_LIMIT = 30;
/** Values one check sends to the background at most; past them, all are "not checked yet". */
export const MAX_VALUES_PER_CHECK = 200;
