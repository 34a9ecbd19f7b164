// Read by .dependency-cruiser.cjs only: WXT's `@/` and `@@/` aliases for the import graph.
const { resolve } = require('node:path');

module.exports = {
  resolve: { alias: { '@': resolve(__dirname), '@@': resolve(__dirname) } },
};
