import { CHECK_LIMIT } from './check-limits';
import type { CheckRequest, LookupEngine } from './engine';
import type { Verdict } from './verdict';

/**
 * Every value of one check (a pasted message, a selected paragraph): those the cache or the
 * trust list answers at once, and up to CHECK_LIMIT more looked up, in the order given. The
 * rest come back as null, "not checked yet": they are listed, never dropped, and a later check
 * of the same text finds the answered ones cached and goes on with the next.
 */
export async function checkMany(
  engine: Pick<LookupEngine, 'check' | 'peek'>,
  values: readonly string[],
  request: CheckRequest,
): Promise<Array<Verdict | null>> {
  const known: Array<Verdict | null> = [];
  for (const value of values) known.push(await engine.peek(value));
  let asked = 0;
  return Promise.all(
    values.map((value, index) => {
      const answer = known[index];
      if (answer) return answer;
      if (asked >= CHECK_LIMIT) return null;
      asked++;
      return engine.check(value, request);
    }),
  );
}
