import { describe, expect, it } from 'vitest';
import { describeFailure, formatWait } from '@/utils/api/describe';
import type { AppFailure } from '@/utils/api/failures';

const EVERY_FAILURE: AppFailure[] = [
  { kind: 'unreachable', host: 'api.example', offline: false },
  { kind: 'unreachable', host: 'api.example', offline: true },
  { kind: 'timeout', host: 'api.example', afterMs: 5000 },
  { kind: 'rate-limited', host: 'api.example', retryAfterMs: 90_000 },
  { kind: 'rate-limited', host: 'api.example', retryAfterMs: null },
  { kind: 'unauthorized', host: 'api.example', status: 401 },
  {
    kind: 'bad-request',
    host: 'api.example',
    status: 400,
    serverMessage: 'destination is invalid',
  },
  { kind: 'bad-request', host: 'api.example', status: 422 },
  { kind: 'server-error', host: 'api.example', status: 503, retryAfterMs: null },
  { kind: 'unexpected-response', host: 'api.example', status: 404, expected: 'a JSON link' },
  { kind: 'not-configured', service: 'shorten' },
  { kind: 'invalid-input', reason: 'Only web addresses can be checked.' },
  { kind: 'private-window' },
  { kind: 'extension-unavailable' },
];

describe('describeFailure', () => {
  it('gives every failure its own sentence that ends in a full stop or quote', () => {
    const sentences = EVERY_FAILURE.map((failure) => describeFailure(failure, 'shorten').sentence);
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) expect(sentence).toMatch(/[.”]$/);
  });

  it('says what to do for the failures users hit most', () => {
    const say = (failure: AppFailure) => describeFailure(failure, 'shorten');
    expect(say({ kind: 'unauthorized', host: 'h', status: 401 })).toEqual({
      sentence: 'h rejected the API key. Check your API key in options.',
      action: 'open-options',
    });
    expect(say({ kind: 'rate-limited', host: 'h', retryAfterMs: 90_000 }).sentence).toContain(
      'Try again in 2 minutes.',
    );
    expect(
      say({ kind: 'unreachable', host: 'short.example:8443', offline: false }).sentence,
    ).toContain('Could not reach short.example:8443.');
    expect(
      say({ kind: 'unexpected-response', host: 'h', status: 200, expected: 'a JSON link' })
        .sentence,
    ).toContain('expected a JSON link');
  });
});

describe('formatWait', () => {
  it.each([
    [0, '1 second'],
    [1500, '2 seconds'],
    [59_000, '59 seconds'],
    [61_000, '2 minutes'],
    [3_540_000, '59 minutes'],
    [3_600_000, '1 hour'],
    [3_600_001, '2 hours'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});
