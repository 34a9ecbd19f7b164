import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUN_SCRIPT = fileURLToPath(new URL('../../deploy/relay/run.sh', import.meta.url));

export interface RelayOptions {
  upstream: string;
  /** Requests a minute the fleet may send the service (run.sh's --rate). */
  rate?: number;
  burst?: number;
  foundTtl?: string;
  noneTtl?: string;
  /** Keep answers here; a relay started again on the same folder finds them. */
  cacheDir?: string;
  logQueries?: boolean;
  /** A file holding the organisation's key for the service. */
  keyFile?: string;
}

export interface Relay {
  url: string;
  cacheDir: string;
  runDir: string;
  /** Stops nginx (gracefully, as an administrator's restart does) and waits until it has. */
  stop: () => Promise<void>;
}

/** A free port on 127.0.0.1 (bound and released; nginx takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the relay the way an administrator does (deploy/relay/run.sh: Debian's nginx in the
 * foreground) and waits for its health endpoint.
 */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const port = await freePort();
  const cacheDir = options.cacheDir ?? (await mkdtemp(join(tmpdir(), 'linkwise-relay-cache-')));
  const runDir = await mkdtemp(join(tmpdir(), 'linkwise-relay-run-'));
  const args = [
    '--upstream',
    options.upstream,
    '--listen',
    String(port),
    '--cache-dir',
    cacheDir,
    '--run-dir',
    runDir,
    ...(options.rate ? ['--rate', String(options.rate)] : []),
    ...(options.burst !== undefined ? ['--burst', String(options.burst)] : []),
    ...(options.foundTtl ? ['--found-ttl', options.foundTtl] : []),
    ...(options.noneTtl ? ['--none-ttl', options.noneTtl] : []),
    ...(options.logQueries ? ['--log-queries'] : []),
    ...(options.keyFile ? ['--key-file', options.keyFile] : []),
  ];
  const child = spawn('bash', [RUN_SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    cacheDir,
    runDir,
    stop: () => stopRelay(child, runDir),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the relay did not start:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the relay did not answer /health within 10 s:\n${output()}`);
}

async function stopRelay(child: ChildProcess, runDir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGQUIT: nginx's graceful stop (finishes what is in flight, writes the cache out).
    child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await rm(runDir, { recursive: true, force: true });
}
