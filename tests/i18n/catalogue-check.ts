/** The plural forms a language can need (CLDR); a group of them is one plural message. */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A catalogue as flat `dotted.key → message` pairs (nested YAML groups joined with dots). */
export type Catalogue = Record<string, string>;

/** Splits a catalogue into plain messages and plural groups (base → form → message). */
function shape(catalogue: Catalogue) {
  const plain = new Map<string, string>();
  const plurals = new Map<string, Map<string, string>>();
  for (const [key, message] of Object.entries(catalogue)) {
    const cut = key.lastIndexOf('.');
    const form = key.slice(cut + 1);
    const base = key.slice(0, cut);
    if (cut > 0 && PLURAL_FORMS.has(form) && `${base}.other` in catalogue) {
      if (!plurals.has(base)) plurals.set(base, new Map());
      plurals.get(base)!.set(form, message);
    } else plain.set(key, message);
  }
  return { plain, plurals };
}

/** The `$1`…`$9` and `%s` a message fills in (`$$` is a dollar sign, not a slot). */
export function slotsOf(message: string): string[] {
  const slots = message.replaceAll('$$', '').match(/\$[1-9]|%s/g) ?? [];
  return [...new Set(slots)].sort();
}

/**
 * Every way a catalogue can disagree with English: a key English has that it lacks, a key it
 * has that English does not, a plural message without exactly the forms its language needs,
 * and a message that fills in other slots than English's.
 */
export function compareCatalogues(
  english: Catalogue,
  other: Catalogue,
  language: string,
): string[] {
  const problems: string[] = [];
  const en = shape(english);
  const it = shape(other);
  for (const key of en.plain.keys()) if (!it.plain.has(key)) problems.push(`missing ${key}`);
  for (const key of it.plain.keys())
    if (!en.plain.has(key)) problems.push(`not in English: ${key}`);
  for (const [key, message] of it.plain) {
    const reference = en.plain.get(key);
    if (reference !== undefined && slotsOf(reference).join() !== slotsOf(message).join()) {
      problems.push(`${key} fills in ${slotsOf(message)} where English has ${slotsOf(reference)}`);
    }
  }
  const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
  for (const base of en.plurals.keys()) {
    if (!it.plurals.has(base)) problems.push(`missing ${base} (plural)`);
  }
  for (const [base, forms] of it.plurals) {
    const reference = en.plurals.get(base);
    if (!reference) {
      problems.push(`not in English: ${base} (plural)`);
      continue;
    }
    const has = [...forms.keys()].sort();
    if (has.join() !== needed.join()) {
      problems.push(`${base} has the forms ${has} where ${language} needs ${needed}`);
    }
    // Each form fills in only English's slots; the general form fills in all of them.
    const allowed = slotsOf(reference.get('other') ?? '');
    for (const [form, message] of forms) {
      const extra = slotsOf(message).filter((slot) => !allowed.includes(slot));
      if (extra.length > 0) problems.push(`${base}.${form} fills in ${extra}, unknown to English`);
    }
    if (slotsOf(forms.get('other') ?? '').join() !== allowed.join()) {
      problems.push(`${base}.other fills in other slots than English`);
    }
  }
  return problems;
}
