// Services read the time from here, so expiries, limits and timers are tested by moving a clock
// instead of waiting.
export interface Clock {
  now(): Date;
  /** The same instant in milliseconds, without a Date: the hot path asks for it per request. */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: Date.now };

/** A clock tests set and move by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  nowMs(): number {
    return this.current;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
