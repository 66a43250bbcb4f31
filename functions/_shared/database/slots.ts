import { DeadlineExceeded } from "./database.ts";

/**
 * At most `size` runs of some work at once in this instance; the others wait in arrival order,
 * until their caller's signal aborts (then: DeadlineExceeded, a 503).
 */
export function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const take = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new DeadlineExceeded());
      if (free > 0) {
        free--;
        return resolve();
      }
      const wake = () => {
        signal?.removeEventListener("abort", giveUp);
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(wake), 1);
        reject(new DeadlineExceeded());
      };
      waiting.push(wake);
      signal?.addEventListener("abort", giveUp, { once: true });
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async <T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> => {
    await take(signal);
    try {
      return await work();
    } finally {
      release();
    }
  };
}
