/**
 * The rooms of utils/, lowest first: a room imports only rooms before it (types too), so what
 * a higher room needs from a lower one is handed down, never reached up for — the scan room is
 * given the drawing of marks by the page UI, not importing it. A new room takes its place here.
 */
const LAYERS = [
  'text',
  'api',
  'settings',
  'lookalike',
  'guards',
  'passwords',
  'lookup',
  'links',
  'qr',
  'site',
  'shorten',
  'scan',
  'content',
  'password-fields',
  'guard-relay',
  'ui',
  'background',
];

/**
 * The import graph's rules (`npm run check`): no loops, and every import points down the layers.
 *
 *   entrypoints/           the extension's pages and scripts: import anything below, nothing imports them
 *   utils/background/      the background's wiring and handlers: the top of utils
 *   utils/*.ts             storage, messaging and other shared plumbing over the rooms
 *   utils/<room>/          scan, lookup, site, settings, shorten, api, text, ui, content: the rooms
 *
 * Shared schemas sit low (a room defines its own types and schemas); state is assembled high.
 */
module.exports = {
  forbidden: [
    ...LAYERS.slice(0, -1).map((room, index) => ({
      name: `layers-${room}`,
      comment: `utils/${room}/ sits below ${LAYERS.slice(index + 1).join(', ')}: it imports none of them (a higher room hands down what it needs).`,
      severity: 'error',
      from: { path: `^utils/${room}/` },
      to: { path: `^utils/(${LAYERS.slice(index + 1).join('|')})/` },
    })),
    {
      name: 'layers-every-room-listed',
      comment: 'Every room of utils/ has its place in LAYERS (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: '^utils/[^/]+/', pathNot: `^utils/(${LAYERS.join('|')})/` },
      to: {},
    },
    {
      name: 'no-cycle',
      comment:
        'Two modules that import each other (directly or round a loop) are one room: merge or move the shared part down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-entrypoints',
      comment: 'Entry points are the top floor: utils and components never import them.',
      severity: 'error',
      from: { path: '^(utils|components)/' },
      to: { path: '^entrypoints/' },
    },
    {
      name: 'background-is-the-top-of-utils',
      comment:
        'Only the background (and entry points) import utils/background: rooms stay below it.',
      severity: 'error',
      from: { path: '^utils/', pathNot: '^utils/background/' },
      to: { path: '^utils/background/' },
    },
    {
      name: 'rooms-below-the-plumbing',
      comment:
        'A room (utils/<room>/) does not import storage or messaging at run time: they import its schemas. The message types themselves are the protocol, and a type costs nothing at run time.',
      severity: 'error',
      from: { path: '^utils/[^/]+/', pathNot: '^utils/background/' },
      to: { path: '^utils/(storage|messaging)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'plumbing-stands-on-low-rooms',
      comment:
        'Storage, messaging and the other shared files of utils/ read the schemas of the rooms below the content script; what runs in a frame (scan, content, password-fields, guard-relay, ui) imports them, never the other way.',
      severity: 'error',
      from: { path: '^utils/[^/]+\\.ts$' },
      to: { path: `^utils/(${LAYERS.slice(LAYERS.indexOf('scan')).join('|')})/` },
    },
    {
      name: 'content-script-reads-no-storage',
      comment:
        'The content script runs in every page: storage (and its migrations) stay out of it.',
      severity: 'error',
      from: { path: '^(entrypoints/content|utils/content|utils/scan)/' },
      to: { path: '^utils/storage\\.ts$' },
    },
  ],
  options: {
    includeOnly: '^(entrypoints|utils|components)/',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    // WXT's `@/` alias (its generated tsconfig has paths without a baseUrl, which the
    // tsconfig-paths resolver does not read): the same mapping, stated for the resolver.
    webpackConfig: { fileName: '.dependency-cruiser.alias.cjs' },
  },
};
