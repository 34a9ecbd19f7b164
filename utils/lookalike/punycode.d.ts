/**
 * The `punycode` package's ES module, imported by its file: the bare name would be Node's own
 * deprecated module under Node (the CLI, tests), and only the package in the extension's bundle.
 */
declare module 'punycode/punycode.es6.js' {
  export function toUnicode(domain: string): string;
}
