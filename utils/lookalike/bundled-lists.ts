import { z } from 'zod';
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
    brands: z.array(z.tuple([z.string(), z.string(), z.string(), z.string(), z.number()])),
    everydaySiteNames: z.string(),
    nearWords: z.string(),
    sharedHosts: z.string(),
    riskySuffixes: z.string(),
    freeMailDomains: z.string(),
    freeMailLabels: z.string(),
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
      brands: files.brands.brands as PackedBrand[],
      // Front-coded in the file (packWords); space-separated words for the judge.
      everydaySiteNames: unpackWords(files.brands.everydaySiteNames).join(' '),
      nearWords: unpackWords(files.brands.nearWords).join(' '),
    },
  };
}
