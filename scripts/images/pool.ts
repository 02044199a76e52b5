// A small promise pool: runs async tasks with at most `limit` at once, results in task order. The image pipeline
// runs its decode/encode jobs through it, one per core (see build-images.ts for why).

/**
 * Tasks start in order. After the first failure no new task starts; the running ones are awaited (so no encode is
 * left writing in the background) and then the first error is thrown.
 */
export async function runPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  let failed: { error: unknown } | undefined;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const index = next++;
      try {
        results[index] = await (tasks[index] as () => Promise<T>)();
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  if (failed) throw failed.error;
  return results;
}
