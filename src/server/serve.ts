import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

/** Read env, build the app, listen, and close gracefully on SIGTERM/SIGINT (loaded by main.ts). */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: config.database.kind, mail: config.mail.smtpUrl ? 'smtp' : 'outbox' },
  `site ready at ${config.appUrl.origin}`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // If something hangs, do not hang forever: the orchestrator would SIGKILL us anyway. Requests
  // get SHUTDOWN_GRACE_SECONDS (decision 0162); the modules and the database, 4 s more.
  const limitMs = config.http.shutdownGraceMs + 4000;
  setTimeout(() => {
    app.log.error(`shutdown took over ${limitMs / 1000} s; exiting`);
    process.exit(1);
  }, limitMs).unref();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
