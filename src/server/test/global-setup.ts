import { performance } from 'node:perf_hooks';
import type { TestProject } from 'vitest/node';
import { findPostgresBinDir, startPostgresCluster } from './postgres-cluster.ts';

/**
 * Vitest globalSetup of the `server` project: one PostgreSQL server for the whole run, on which
 * each test creates and drops its own database (databases.ts). TEST_DATABASE_URL points the run
 * at a server you already have instead; it must allow CREATE DATABASE.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server that test databases are created on. */
    postgresUrl: string;
  }
}

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    console.log(`postgres tests use TEST_DATABASE_URL on ${new URL(external).host}`);
    project.provide('postgresUrl', external);
    return undefined;
  }

  ensurePostgresInstalled();
  const startedAt = performance.now();
  const cluster = await startPostgresCluster();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`postgres test cluster ready on 127.0.0.1:${cluster.port} in ${seconds} s`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

// Missing binaries always fail the run: skipping the PostgreSQL half would hide dialect bugs.
function ensurePostgresInstalled(): void {
  try {
    findPostgresBinDir();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = process.env.CI
      ? `CI must run the server tests on PostgreSQL, never skip them. ${reason} ` +
        '(.ci/run installs the `postgresql` package when initdb is missing.)'
      : `The server tests run on SQLite and PostgreSQL. ${reason}`;
    throw new Error(message, { cause: error });
  }
}
