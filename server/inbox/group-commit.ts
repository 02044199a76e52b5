// Group commit: messages that arrive together are written in one transaction, so one durable commit (one fsync)
// serves many visitors instead of one each. Each `add` settles only when the transaction holding its item has
// committed, or fails with it; nobody is told "sent" early.
//
// Items wait for the current turn of the event loop to end (every request parsed in it joins the batch) or for the
// write in progress to finish (everything that arrived meanwhile forms the next batch).

export interface GroupCommit<T> {
  /** Resolves once `item` is committed; rejects with the error of the write that failed it. */
  add(item: T): Promise<void>;
  /** Resolves when everything added so far has been written (or has failed). */
  drain(): Promise<void>;
}

export function groupCommit<T>(write: (items: T[]) => Promise<void>, maxBatch = 500): GroupCommit<T> {
  let queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let running: Promise<void> | undefined;

  async function run() {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = undefined;
  }

  return {
    add(item) {
      const committed = new Promise<void>((resolve, reject) => queue.push({ item, resolve, reject }));
      running ??= run();
      return committed;
    },
    async drain() {
      while (running) await running;
    },
  };
}
