// `npm run sync`: one media sync now, against the site's database (running or not).
import { openDatabase } from '../src/platform/db/open.ts';
import { getPool } from '../src/platform/db/client.ts';
import { syncAllMedia } from '../src/features/media/index.server.ts';

const database = await openDatabase((message) => console.log(message));
const outcomes = await syncAllMedia((line) => console.log(line));
await getPool().end();
await database.stop();
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
