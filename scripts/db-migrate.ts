// Applies migrations to the site's database (the embedded one in DATA_DIR unless DATABASE_URL is set).
import { openDatabase } from '../src/platform/db/open.ts';

const database = await openDatabase((message) => console.log(message));
console.log('Migrations applied.');
await database.stop();
