/**
 * Work a request starts and does not wait for (the password-reset mail, decision 055: the answer
 * to a known address must not take longer than to an unknown one). A failure goes to `onError`;
 * `idle()` resolves once every task has ended (app.close() and tests wait for it).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Starts `task` once the current request's answer is on its way (the next turn of the loop). */
  run(task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
