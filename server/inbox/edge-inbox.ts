// `npm run inbox -- --edge`: the messages of the edge's D1 database, read with the inbox's own SQL (inbox/sql-store.ts)
// through wrangler (edge/d1-command.ts): the local copy `npm run edge` keeps, or with --remote the deployed one.

import { wranglerSql } from "../../edge/d1-command.ts";
import { edgeState, type Where } from "../../edge/wrangler.ts";
import { listMessages, outboxOf } from "../../inbox/sql-store.ts";
import type { ListFilter, StoredMessage } from "../../inbox/store.ts";

/** Where the command reads: what it is called, whether it is there at all, its messages, and `--retry`. */
export interface Inbox {
  shown: string;
  missing: boolean;
  list(filter: ListFilter): Promise<StoredMessage[]>;
  retry(): Promise<number>;
}

/** What the command gives: its environment and output, and how wrangler runs (tests stand in for the account). */
export interface EdgeIo {
  env?: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
  wrangler?: (args: string[]) => string;
}

export function edgeInbox({ remote }: { remote: boolean }, io: EdgeIo): Inbox {
  const where: Where = remote ? { remote } : { remote, state: edgeState(io.env) };
  const sql = wranglerSql(where, io.wrangler);
  const shown = where.remote ? "the deployed D1 database" : `the edge's local D1 database (${where.state})`;
  return {
    shown,
    missing: false,
    list: (filter) => listMessages(sql, filter),
    async retry() {
      try {
        const unsent = await outboxOf(sql).retryAll();
        io.out(
          `${unsent} unsent ${unsent === 1 ? "mail is" : "mails are"} due now: the Worker sends them within a minute.\n`,
        );
        return 0;
      } catch (error) {
        io.err(`inbox: cannot read ${shown}: ${error instanceof Error ? error.message : String(error)}\n`);
        return 1;
      }
    },
  };
}
