import pg from 'pg';
import { log } from '../log.ts';

/**
 * Triggers on the tables the home page shows (drizzle/0005_page_data_notify.sql) announce every
 * committed change on this channel, whoever made it; a new review is announced on the insert trigger's
 * channel (drizzle/0002_auth.sql), which the owner's live list also hears.
 */
const PAGE_DATA_CHANNEL = 'page_data_changed';
const NEW_RESPONSE_CHANNEL = 'survey_responses';

export interface PageDataListener {
  stop(): Promise<void>;
}

interface ListenerEvents {
  /** Listening (again): whatever changed while not listening is unknown, so treat it as changed. */
  onListening(): void;
  onChange(): void;
  /** Not listening any more (the database went away); reconnects on its own. */
  onLost(): void;
}

const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000];

/** A dedicated connection LISTENing to the page data channels, reconnecting whenever it drops. */
export function listenForPageDataChanges(databaseUrl: string, events: ListenerEvents): PageDataListener {
  let stopped = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reconnect = () => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  async function connect() {
    const current = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'kwento-page-data',
      connectionTimeoutMillis: 2000,
      // A connection that silently died (a network partition) would otherwise look like a quiet one.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = current;
    let listening = false;
    let lost = false;
    const lose = (reason: string) => {
      if (lost) return;
      lost = true;
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      if (stopped) return;
      // Once per lost connection, not once per failed attempt to get it back.
      if (listening) {
        log.warn({ reason }, 'page data listener lost its database connection');
        events.onLost();
      }
      reconnect();
    };
    current.on('error', (error) => lose(error.message));
    current.on('end', () => lose('connection ended'));
    current.on('notification', () => events.onChange());
    try {
      await current.connect();
      await current.query(`listen ${PAGE_DATA_CHANNEL}`);
      await current.query(`listen ${NEW_RESPONSE_CHANNEL}`);
    } catch (error) {
      return lose((error as Error).message);
    }
    if (stopped) return void current.end().catch(() => {});
    attempt = 0;
    listening = true;
    events.onListening();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
