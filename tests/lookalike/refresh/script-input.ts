/**
 * What the refresh and draw scripts read from their command line and their CSV sources.
 */

/** The command line's `name=value` arguments, by name. */
export function scriptArgs(): Record<string, string | undefined> {
  return Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const at = arg.indexOf('=');
      return [arg.slice(0, at), arg.slice(at + 1)];
    }),
  );
}

/** A CSV line's cells: quoted cells may hold commas and doubled quotes. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  return cells;
}

/** A listed URL's host, lower case, no trailing dot; '' when it is no URL. */
export function hostOfUrl(url: string): string {
  try {
    return new URL(url.trim()).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return '';
  }
}
