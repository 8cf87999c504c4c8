// Page views are counted on the hot path of every page load, so they are buffered and written in
// batches instead of one INSERT per request. flush() runs on a timer and when the app closes.
export class PageViewRecorder {
  private pending: { pageId: number; viewedAt: Date }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (rows: { pageId: number; viewedAt: Date }[]) => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly intervalMs = 1000,
    private readonly maxPending = 500,
  ) {}

  record(pageId: number): void {
    this.pending.push({ pageId, viewedAt: new Date() });
    if (this.pending.length >= this.maxPending) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes everything recorded so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } catch (err) {
        this.onError(err);
      }
    });
    return this.flushing;
  }
}
