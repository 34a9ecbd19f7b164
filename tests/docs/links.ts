import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown text's headings make (a repeated heading gets `-1`, `-2`…). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The text with fenced code blocks blanked: what is in them is code, not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Relative links and images in a Markdown text: `[text](target)`, web addresses left out. */
export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1]!;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
  }
  return links;
}

/**
 * Every relative link of `file` that leads nowhere: a file that does not exist, or an anchor
 * that no heading of its page makes.
 */
export function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const link of linksOf(readFileSync(file, 'utf8'))) {
    const [path, anchor] = link.split('#') as [string, string | undefined];
    const target = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
    if (!existsSync(target)) broken.push(`${file}: ${link} (no such file)`);
    else if (
      anchor &&
      target.endsWith('.md') &&
      !anchorsOf(readFileSync(target, 'utf8')).has(anchor)
    )
      broken.push(`${file}: ${link} (no such heading)`);
  }
  return broken;
}
