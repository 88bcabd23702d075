import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { leadStatuses } from '#shared/schemas/leads.ts';
import type { DB } from '#server/db/schema.ts';
import { copyAndMergePendingLeads, indexPendingLeads } from './lead-search-index.ts';
import { companyKey, leadSearchText } from './lead-search.ts';

/**
 * Realistic-looking leads in bulk, for measuring the inbox at 100,000 rows (issue 6) and for
 * benchmarks. Deterministic: the same count gives the same rows, so figures can be compared.
 */
const firstNames = [
  'Ana',
  'João',
  'Maria',
  'Pedro',
  'Luíza',
  'Carlos',
  'Fernanda',
  'José',
  'Beatriz',
  'Rafael',
  'Camila',
  'Thiago',
  'Juliana',
  'André',
  'Patrícia',
  'Lucas',
];
const lastNames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
];
const companyWords = [
  'Agro',
  'Tech',
  'Logística',
  'Varejo',
  'Saúde',
  'Finanças',
  'Energia',
  'Educação',
  'Seguros',
  'Construtora',
  'Alimentos',
  'Transportes',
];
const topics = [
  'Queremos automatizar o atendimento no WhatsApp.',
  'Precisamos prever a demanda do estoque para o próximo trimestre.',
  'Gostaríamos de uma demonstração do assistente virtual.',
  'Temos interesse em modelos de machine learning para crédito.',
  'Como integrar a IA ao nosso ERP?',
  'Buscamos reduzir o tempo de análise de contratos.',
  'Queremos entender o retorno sobre o investimento em automação.',
  'Podem nos ajudar a classificar tickets de suporte?',
];

export interface SeedOptions {
  /** The newest lead's time; the others go back one every `spacingMs`. */
  newest?: Date;
  spacingMs?: number;
  batchSize?: number;
}

export async function seedLeads(
  db: Kysely<DB>,
  count: number,
  options: SeedOptions = {},
): Promise<void> {
  const newest = (options.newest ?? new Date()).getTime();
  const spacing = options.spacingMs ?? 5 * 60 * 1000;
  const batchSize = options.batchSize ?? 500;
  for (let from = 0; from < count; from += batchSize) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + batchSize); i++) {
      const first = firstNames[i % firstNames.length] ?? 'Ana';
      const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length] ?? 'Silva';
      const name = `${first} ${last} ${i}`;
      const email = `${first}.${last}.${i}@empresa${i % 997}.com.br`
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase();
      // About one lead in five leaves the company blank, as on the real form.
      const company =
        i % 5 === 0
          ? null
          : `${companyWords[i % companyWords.length]} ${lastNames[i % 13]} ${i % 3000}`;
      const message = `${topics[i % topics.length]} ${topics[(i * 7) % topics.length]}`;
      rows.push({
        name,
        email,
        company,
        message,
        created_at: new Date(newest - (count - 1 - i) * spacing).toISOString(),
        status: leadStatuses[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0],
        search_text: leadSearchText({ name, email, company, message }),
        company_key: companyKey(company),
      });
    }
    await db.insertInto('contact_submission').values(rows).execute();
  }
  // Seeded leads are searched through the index, as leads a running server has indexed:
  // SQLite's filled, PostgreSQL's copy made and merged (decisions 0175, 0176).
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    while ((await indexPendingLeads(db)) > 0);
  } else {
    await copyAndMergePendingLeads(db);
    // As after any bulk load: the planner's statistics, which autovacuum would gather only later,
    // decide whether a common word's page walks the dates (inbox.queries.ts).
    await sql`analyze contact_submission, contact_search_text`.execute(db);
  }
}
