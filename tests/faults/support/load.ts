// Many visitors at once: the loops that keep posting while a fault happens, and a summary of what they saw.

/** Runs `task` in `workers` loops until `stop()` says so; resolves when every loop has finished. */
export async function load(workers: number, stop: () => boolean, task: (worker: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!stop()) await task(worker);
    }),
  );
}

/** `{"a": 2, "b": 1}` for ['a', 'b', 'a']: a one-line summary for the log. */
export function tally(values: string[]): string {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return JSON.stringify(counts);
}
