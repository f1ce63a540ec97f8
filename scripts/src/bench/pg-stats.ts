/**
 * `--pg-stats` for `npm run bench -- server`: pg_stat_statements on the bench's embedded
 * PostgreSQL, so a part's run says which statements it sent, how often and how long each took
 * inside the server. The extension ships with the embedded binaries but must be preloaded, which
 * takes a restart of the cluster.
 */
import type { Logger } from '@dozen/server/logger';
import { createSql, type Sql } from '@dozen/server/storage/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@dozen/server/storage/embedded-postgres';

/** Preloads pg_stat_statements (a restart of the cluster on `dataDir`) and creates the extension. */
export async function withStatementStats(
  cluster: EmbeddedPostgres,
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedPostgres> {
  const admin = createSql(cluster.url, { max: 1 });
  await admin`alter system set shared_preload_libraries = 'pg_stat_statements'`;
  await admin`alter system set pg_stat_statements.track = 'all'`;
  await admin.end();
  await cluster.stop();
  const restarted = await startEmbeddedPostgres({ dataDir, logger });
  const sql = createSql(restarted.url, { max: 1 });
  await sql`create extension if not exists pg_stat_statements`;
  await sql.end();
  return restarted;
}

export async function resetStatementStats(sql: Sql): Promise<void> {
  await sql`select pg_stat_statements_reset()`;
}

/**
 * The statements since the last reset, most time first: calls, calls per `per` (e.g. per game
 * answered), mean and total execution time inside PostgreSQL, and the statement's first line.
 */
export async function printStatementStats(sql: Sql, label: string, per?: { name: string; count: number }) {
  const rows = await sql<{ calls: number; mean: number; total: number; query: string }[]>`
    select calls::int as calls, mean_exec_time as mean, total_exec_time as total, query
    from pg_stat_statements
    where query not like '%pg_stat_statements%'
    order by total_exec_time desc
    limit 25`;
  console.log(
    `\n  pg_stat_statements, ${label}${per ? ` (${per.count.toLocaleString('en-US')} ${per.name})` : ''}:`,
  );
  for (const row of rows) {
    const perCount = per && per.count > 0 ? ` ${(row.calls / per.count).toFixed(2)}/${per.name}` : '';
    const text = row.query.replace(/\s+/g, ' ').trim().slice(0, 110);
    console.log(
      `  ${String(row.calls).padStart(8)}${perCount.padEnd(14)} ${row.mean.toFixed(3).padStart(8)} ms ${(row.total / 1000).toFixed(2).padStart(7)} s  ${text}`,
    );
  }
}
