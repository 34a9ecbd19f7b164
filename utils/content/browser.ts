/**
 * The extension API in content scripts: the browser's own object (`browser` in Firefox,
 * `chrome` in Chrome and Edge), without webextension-polyfill, which every other part of
 * Linkwise uses (`wxt/browser`). What content scripts call is promise-based in both (Manifest
 * V3 Chrome), and their listeners answer with `sendResponse`, which both support; the polyfill
 * would add 30 kB to evaluate at the start of every page and frame. Tests stub both globals
 * with WXT's fake browser, so this is the fake there.
 */
export { browser } from '@wxt-dev/browser';
