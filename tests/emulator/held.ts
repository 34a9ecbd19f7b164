/** A request the `hold` fault keeps waiting: what it asked and when it arrived. */
export interface HeldRequest {
  path: string;
  q: string | null;
  since: number;
}

/**
 * The requests the `hold` fault keeps unanswered until a test releases them. A test that checks
 * what a person sees while an answer is pending holds the answer until it has looked, instead of
 * hoping the machine is quick enough to look before a delayed answer comes.
 */
export class HeldRequests {
  private waiting: Array<HeldRequest & { release(): void }> = [];

  /** Resolves when the request is released (or the emulator resets). */
  hold(request: HeldRequest): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push({ ...request, release: resolve });
    });
  }

  /** What is held now, oldest first. */
  list(): HeldRequest[] {
    return this.waiting.map(({ path, q, since }) => ({ path, q, since }));
  }

  /** Lets every held request go on to its usual answer; returns how many there were. */
  releaseAll(): number {
    const released = this.waiting;
    this.waiting = [];
    for (const request of released) request.release();
    return released.length;
  }
}
