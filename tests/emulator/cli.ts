import { DEFAULT_API_KEY, startEmulator } from './server';

/** `npm run emulator [-- --port 8787]`: runs the emulator until Ctrl+C. */
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 8787;
const emulator = await startEmulator({ port });
console.log(`Linkwise API emulator on ${emulator.url}
  shorten:  POST ${emulator.url}/api/public/shorten   (demo key: ${DEFAULT_API_KEY})
  lookup:   GET  ${emulator.url}/api/v1/check?q=paypa1-secure-login.com
  demo:     ${emulator.url}/pages/demo.html
Build against it: WXT_SHORTEN_API_URL=${emulator.url} WXT_LOOKUP_API_URL=${emulator.url} npm run build`);
const stop = () => emulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
