import { dbOptionsFromEnv, openDb } from '../infra/db/client.js';
import { seed, wipe } from '../db/seed/index.js';
import { appEnvFrom, demoSeedWanted } from '../production-guard.js';

// Wipes the configured database (PGlite DATA_DIR or DATABASE_URL), migrates and reseeds it.
// Stop the server first when using PGlite: its data folder has a single owner.
const handle = await openDb(dbOptionsFromEnv());
await wipe(handle.db);
await handle.migrate();
await seed(handle.db, { demo: demoSeedWanted(appEnvFrom()) });
await handle.close();
console.log(`database reset (${handle.kind}) and seeded`);
