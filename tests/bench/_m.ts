import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { findBrowser } from '../e2e/browsers';
import { CHROMIUM_FLAGS } from '../e2e/chromium';
import { startEmulator } from '../emulator/server';

const emulator = await startEmulator();
const b = await puppeteer.launch({
  executablePath: findBrowser('chromium'),
  headless: true,
  args: CHROMIUM_FLAGS,
});
const p = await b.newPage();
await p.goto(`${emulator.url}/generated/links.html?links=10000&hosts=2000&emails=500&phones=500`);
console.log(await p.evaluate(readFileSync(process.argv[2] ?? '/tmp/m.js', 'utf8')));
await b.close();
await emulator.close();
