import { emailsInText, hostsOfLinks, phonesInText, selections } from '../detection/measure';

/** Detection on the public corpora (tests/detection/corpus): the rows of BENCHMARKS.md's table. */
export function benchDetection() {
  const phones = phonesInText();
  const emails = emailsInText();
  const hosts = hostsOfLinks();
  const selected = selections();
  return {
    'phones in page text (libphonenumber)': {
      precision: phones.precision,
      recall: phones.recall,
      found: phones.truePositives,
      missed: phones.falseNegatives,
      wrong: phones.falsePositives,
    },
    'e-mail in page text (linkify-it)': {
      precision: emails.precision,
      recall: emails.recall,
      found: emails.truePositives,
      missed: emails.falseNegatives,
      wrong: emails.falsePositives,
      credentials: emails.credentials,
    },
    'link hosts (WHATWG URL tests)': {
      cases: hosts.cases,
      agree: hosts.agree,
      malformed: hosts.malformed,
    },
    'selections (all three)': {
      cases: selected.cases,
      agree: selected.agree,
      agreement: `${((selected.agree / selected.cases) * 100).toFixed(1)} %`,
      malformed: selected.malformed,
    },
  };
}
