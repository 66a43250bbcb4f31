import { vi } from "vitest";

/**
 * The instance's clock (`performance.now`), held still and moved by hand: a test of what a cache
 * keeps for 1 s then depends on the steps it takes, not on how busy the machine is.
 */
export function manualClock() {
  let now = performance.now();
  const spy = vi.spyOn(performance, "now").mockImplementation(() => now);
  return {
    advance: (ms: number) => void (now += ms),
    restore: () => spy.mockRestore(),
  };
}
