import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { buildServer } from './server.ts';

export { buildServer } from './server.ts';
export { loadConfig } from './config.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.argv.slice(2));
  const app = buildServer(config);
  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.ready();
  if (config.seedOnly) {
    app.log.info('--seed-only: database ready, not listening');
    await app.close();
    return;
  }
  await app.listen({ host: config.host, port: config.port });
}

// Run only when executed directly (npm run content-api), not when tests import buildServer from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `content-api: ${error.message}` : error);
    process.exit(1);
  });
}
