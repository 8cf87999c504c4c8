// Page views are counted on the hot path of every page load, so they are tallied in memory and
// written in one statement per page every second (and when the app closes), instead of one
// INSERT per request. Each view is still its own row; its time is the second it was tallied in.
export interface PageViewBatch {
  pageId: number;
  views: number;
  viewedAt: Date;
}

export class PageViewRecorder {
  private pending = new Map<number, PageViewBatch>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (batches: PageViewBatch[]) => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly intervalMs = 1000,
  ) {}

  record(pageId: number): void {
    const batch = this.pending.get(pageId);
    if (batch) batch.views += 1;
    else this.pending.set(pageId, { pageId, views: 1, viewedAt: new Date() });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
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
