/**
 * Work a request starts and does not wait for (the password-reset mail, decision 055: the answer
 * to a known address must not take longer than to an unknown one). A failure goes to `onError`;
 * `idle()` resolves once every task has ended (app.close() and tests wait for it).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch(this.onError)
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
