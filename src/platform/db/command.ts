import { getPool } from './client.ts';
import { openDatabase } from './open.ts';

type Opened = Awaited<ReturnType<typeof openDatabase>>;

/**
 * Runs a one-off command against the site's database (running or not), then closes it and exits:
 * 1 with the message when the command refused (threw a `Refusal`), 0 when it finished. Any other
 * error is a bug and is thrown as is.
 */
export async function runDatabaseCommand(
  Refusal: abstract new (...args: never[]) => Error,
  command: (database: Opened) => Promise<void>,
  progress: (message: string) => void = () => {},
): Promise<never> {
  const database = await openDatabase(progress);
  let code = 0;
  try {
    await command(database);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    code = 1;
  } finally {
    await getPool().end().catch(() => {});
    await database.stop();
  }
  process.exit(code);
}
