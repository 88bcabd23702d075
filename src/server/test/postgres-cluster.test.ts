import { access, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { createTestDatabaseUrl } from './databases.ts';

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

describe('postgres test cluster', () => {
  it('is running and reachable through the URL the global setup provides', async () => {
    const admin = await connect(inject('postgresUrl'));
    const { rows } = await admin.query<{ version: string }>('SELECT version()');
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
  });

  it('gives each test its own database, and drops it afterwards', async () => {
    const db = await createTestDatabaseUrl('postgres');
    onTestFinished(() => db.drop());
    expect(db.databaseUrl).toBeDefined();
    const name = new URL(db.databaseUrl ?? '').pathname.slice(1);

    const client = new Client({ connectionString: db.databaseUrl });
    await client.connect();
    try {
      const current = await client.query<{ name: string }>('SELECT current_database() AS name');
      expect(current.rows[0]?.name).toBe(name);
      await client.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
      await client.query('INSERT INTO notes (body) VALUES ($1)', ['olá, mundo']);
      const notes = await client.query('SELECT id, body FROM notes');
      expect(notes.rows).toEqual([{ id: 1, body: 'olá, mundo' }]);
    } finally {
      await client.end();
    }

    await db.drop();
    const admin = await connect(inject('postgresUrl'));
    const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    expect(left.rowCount).toBe(0);
    await expect(access(db.dataDir)).rejects.toThrow();
  });

  it('drops a database that still has open connections', async () => {
    const db = await createTestDatabaseUrl('postgres');
    const client = new Client({ connectionString: db.databaseUrl });
    // The terminated session reports an error; that is the point of this test.
    client.on('error', () => {});
    await client.connect();

    await db.drop();
    await expect(client.query('SELECT 1')).rejects.toThrow();
    await client.end().catch(() => {});
  });
});

describe('sqlite test database', () => {
  it('is an empty, writable data directory that drop() removes', async () => {
    const db = await createTestDatabaseUrl('sqlite');
    onTestFinished(() => db.drop());
    expect(db.databaseUrl).toBeUndefined();
    expect(await readdir(db.dataDir)).toEqual([]);

    await writeFile(path.join(db.dataDir, 'probe.txt'), 'ok');
    expect(await readdir(db.dataDir)).toEqual(['probe.txt']);

    await db.drop();
    await expect(access(db.dataDir)).rejects.toThrow();
  });
});
