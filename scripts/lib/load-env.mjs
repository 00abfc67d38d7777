// @ts-check
// Loaded first by every npm script that runs the site's code outside a test (`node --import`, or an import at the
// top): `.env.local`, then `.env`, as `npm start` always read them. A variable already in the environment wins.
// The test commands read neither: a developer's REDIS_URL must not change what the suite runs against.
import { existsSync } from 'node:fs';

for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file);
