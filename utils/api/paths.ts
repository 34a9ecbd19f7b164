/** The two services' paths (spec), apart so tests and tools can name them without the clients. */
export const LOOKUP_PATH = '/api/v1/check';
export const SHORTEN_PATH = '/api/public/shorten';
