import * as z from 'zod/mini';
import type { BrandList, PackedBrand } from './brands';
import { unpackSites, unpackWords } from './packed-sites';

/**
 * The look-alike check's lists as the package holds them (lists/, SOURCES.md): the sites people
 * visit most, from the Chrome UX Report as Chromium's own look-alike check uses them (the top
 * bucket for the costlier rules); popular sites the visits miss, known from links to them
 * (trusted, never judged for slips); and the brands phishing imitates. The extension reads them
 * from its package when it first judges a name (packaged-lists.ts), not with its code: a worker
 * that wakes to shorten a link never parses them.
 */
export const LIST_FILES = {
  visited: 'lookalike/visited-sites.json',
  linked: 'lookalike/linked-sites.json',
  brands: 'lookalike/brands.json',
} as const;

const PackedSitesSchema = z.record(z.string(), z.string());

export const ListFilesSchema = z.object({
  visited: z.object({ top: PackedSitesSchema, more: PackedSitesSchema }),
  linked: PackedSitesSchema,
  brands: z.object({
    /** One brand a line, its fields tab-separated (`unpackBrands`): smaller than JSON arrays. */
    brands: z.string(),
    everydaySiteNames: z.string(),
    nearWords: z.string(),
    nearNames: z.string(),
    sharedHosts: z.string(),
    riskySuffixes: z.string(),
    freeMailDomains: z.string(),
    freeMailLabels: z.string(),
    writtenNames: z.optional(z.string()),
  }),
});
export type ListFiles = z.infer<typeof ListFilesSchema>;

export interface BundledLists {
  visited: { top: readonly string[]; more: readonly string[] };
  linked: readonly string[];
  brands: BrandList;
}

/** The lists as the judge takes them, from the files as packed. */
export function unpackLists(files: ListFiles): BundledLists {
  return {
    visited: { top: unpackSites(files.visited.top), more: unpackSites(files.visited.more) },
    linked: unpackSites(files.linked),
    brands: {
      ...files.brands,
      brands: unpackBrands(files.brands.brands),
      // Front-coded in the file (packWords); space-separated words for the judge.
      everydaySiteNames: unpackWords(files.brands.everydaySiteNames).join(' '),
      nearWords: unpackWords(files.brands.nearWords).join(' '),
      nearNames: unpackWords(files.brands.nearNames).join(' '),
    },
  };
}

const PackedBrandSchema = z.tuple([z.string(), z.string(), z.string(), z.string(), z.number()]);

/** The brands as the file holds them, one a line: name, category, domains, words, owns (0 or 1). */
export function brandLines(brands: readonly PackedBrand[]): string {
  return brands.map((brand) => brand.join('\t')).join('\n');
}

/** The brands' lines back as rows, each checked: a row out of shape fails the list's reading. */
export function unpackBrands(packed: string): PackedBrand[] {
  return packed.split('\n').map((line) => {
    const [name, category, domains, words, owns] = line.split('\t');
    return PackedBrandSchema.parse([name, category, domains, words, Number(owns)]);
  });
}
