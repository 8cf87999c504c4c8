// Services read the time from here, so expiries, limits and timers are tested by moving a clock
// instead of waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and move by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
