import { ConfigError, loadConfig, type Config } from '@dozen/server/config';
import { createLogger, type Logger } from '@dozen/server/logger';

/**
 * The start every operator command shares: its parsed arguments (usage on --help, one line and
 * exit 2 on a bad argument), then the server's own configuration (one line and exit 2 when the
 * environment is invalid), so the command connects exactly where the server would.
 */
export function argumentsOrExit<T>(
  command: string,
  parsed: { ok: true; value: T } | { ok: false; error: string },
  usage: string,
): T {
  if (parsed.ok) return parsed.value;
  if (parsed.error === 'help') {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  process.stderr.write(`${command}: ${parsed.error}\n`);
  process.exit(2);
}

export function configOrExit(command: string): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${command}: ${error.message.replace(/\n\s*/g, ' ')}\n`);
    process.exit(2);
  }
}

/** Logs on stderr, and at info only warnings: stdout is the command's output (e.g. `show --json`). */
export function operatorLogger(config: Config): Logger {
  return createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel }, process.stderr);
}
