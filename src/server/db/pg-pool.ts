import pg from 'pg';
import { DatabaseConnectError } from '../errors';

/** Connections per app process; several processes share one PostgreSQL server. */
export const POOL_SIZE = 10;
/** A request waits at most this long for a connection (a full pool, an unreachable server), then fails. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A node-postgres pool that survives connections cut under it (a terminated backend, a restart, a failover):
 * the request using the connection fails, the process lives, and the pool opens a new one.
 */
export function openPgPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // The pool hears an idle connection die and drops it; without this listener its 'error' would crash us.
  pool.on('error', () => {});
  // A checked-out connection has no listener of the pool's, so a cut would be an uncaught 'error' event; this
  // one stays for the connection's life (the cut can land before Drizzle even sends BEGIN).
  const cutBy = new WeakMap<pg.PoolClient, Error>();
  const inUse = new WeakMap<pg.PoolClient, (error: Error) => void>();
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      cutBy.set(client, error);
      inUse.get(client)?.(error);
    }),
  );
  // pool.query() checks a connection out with a callback and gives it back on error itself; a transaction
  // (Drizzle's db.transaction) takes one with the promise form, which is guarded here.
  // A connection that cannot be opened (refused, timed out, turned away by the server) is told apart from a fault
  // in a statement: both forms of checkout wrap that failure in a DatabaseConnectError, a 503 at the edge.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) {
      return connect((error, client, done) =>
        callback(error ? new DatabaseConnectError(error) : error, client, done),
      );
    }
    const opened = connect().catch((error: unknown) => {
      throw new DatabaseConnectError(error);
    });
    return opened.then((client) => {
      const giveBack = givenBackOnce(client, () => inUse.delete(client));
      const cut = cutBy.get(client);
      // Cut between the pool handing it over and now: fail this checkout, as a cut query would.
      if (cut) {
        giveBack(cut);
        throw cut;
      }
      inUse.set(client, giveBack);
      return client;
    });
  }) as typeof pool.connect;
  return pool;
}

/**
 * Makes a checked-out connection's release idempotent and returns a function that gives a dead one back at
 * once: Drizzle never releases a connection whose BEGIN failed, and a leaked one would shrink the pool for
 * good. The user's own release afterwards is then a no-op.
 */
function givenBackOnce(client: pg.PoolClient, onRelease: () => void): (error?: Error | boolean) => void {
  const release = client.release;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    onRelease();
    release(error);
  };
  client.release = giveBack;
  return giveBack;
}
