/**
 * Runs the tasks given to it one after another, in call order, so that only one of them holds
 * its resources (say, one decoded image) at a time. A failing task does not stop the next.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
