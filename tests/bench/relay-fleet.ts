import { emulatorControl } from '../e2e/emulator-control';
import type { FaultInput } from '../emulator/faults';
import { startEmulator } from '../emulator/server';
import { corpusTraces, type RelayAnswer, runFleet, summariseAnswers } from '../support/fleet';
import { startRelay } from '../support/relay';
import { busiestWindow } from './stats';

/** The service's answers take this long when it answers (it is not on loopback in life). */
const LOOKUP_LATENCY_MS = 150;
const PHASE_MS = 120_000;
const PACE_MS = 8_000;

/**
 * Issue 24's load test: Debian's nginx as the relay (deploy/relay, 60 a minute) between the
 * emulator and N simulated browsers, each running Linkwise's real engine over browsing traces
 * from the real-page corpus, one page every 8 s. Two minutes of normal service, two of 429s,
 * two of hung requests, then two of recovery.
 */
export async function benchRelayFleet(browsers: number) {
  const service = await startEmulator();
  const relay = await startRelay({ upstream: service.url });
  const control = emulatorControl(service.url);
  const phases: [string, FaultInput][] = [
    ['normal', { mode: 'slow', target: 'lookup', delayMs: LOOKUP_LATENCY_MS }],
    ['429', { mode: 'rate-limit', target: 'lookup' }],
    ['hung', { mode: 'hang', target: 'lookup' }],
    ['recovered', { mode: 'slow', target: 'lookup', delayMs: LOOKUP_LATENCY_MS }],
  ];
  const started = Date.now();
  try {
    const fleet = runFleet({
      relayUrl: relay.url,
      browsers,
      traces: corpusTraces(),
      paceMs: PACE_MS,
      durationMs: phases.length * PHASE_MS,
    });
    const bounds: [string, number][] = [];
    for (const [name, fault] of phases) {
      bounds.push([name, Date.now()]);
      await control.setFault(fault);
      await new Promise((resolve) => setTimeout(resolve, PHASE_MS));
    }
    await control.setFault(null);
    const answers = await fleet;
    const arrivals = service.log
      .filter((entry) => entry.path === '/api/v1/check')
      .map((entry) => entry.time);
    return bounds.map(([phase, from], index) => {
      const to = bounds[index + 1]?.[1] ?? Number.POSITIVE_INFINITY;
      const inPhase = (at: number) => at >= from && at < to;
      const served = summariseAnswers(answers.filter((a: RelayAnswer) => inPhase(a.at)));
      const reached = arrivals.filter(inPhase);
      return {
        browsers,
        phase,
        serviceRequests: reached.length,
        busiestServiceMinute: busiestWindow(reached),
        ...served,
        /** Across the whole run, every phase and the edges between them. */
        busiestServiceMinuteOfRun: busiestWindow(arrivals),
        fromStart: Math.round((from - started) / 1000),
      };
    });
  } finally {
    await relay.stop();
    await service.close();
  }
}
