// Page views are counted on the hot path of every page load, so they are tallied in memory per
// page and day and added to the daily counters every second (and when the app closes). Memory and
// database cost are bounded by the number of pages, never by the number of requests.
export interface PageViewBatch {
  pageId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
}

export class PageViewRecorder {
  private pending = new Map<string, PageViewBatch>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** The current UTC day and its bounds, so the hot path formats a date once a day. */
  private day = '';
  private dayStart = 0;
  private dayEnd = 0;

  constructor(
    private readonly write: (batches: PageViewBatch[]) => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = 1000,
  ) {}

  record(pageId: number): void {
    const day = this.today();
    const key = `${pageId}:${day}`;
    const batch = this.pending.get(key);
    if (batch) batch.views += 1;
    else this.pending.set(key, { pageId, day, views: 1 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  private today(): string {
    const t = this.now();
    if (t < this.dayStart || t >= this.dayEnd) {
      this.dayStart = t - (t % 86_400_000);
      this.dayEnd = this.dayStart + 86_400_000;
      this.day = new Date(this.dayStart).toISOString().slice(0, 10);
    }
    return this.day;
  }

  /** Writes everything recorded so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batches = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      if (batches.length === 0) return;
      try {
        await this.write(batches);
      } catch (err) {
        this.onError(err);
      }
    });
    return this.flushing;
  }
}
