import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { makeAdmin, registerUser } from '#server/test/app-harness.ts';
import { consultantCommand } from './consultants-cli.ts';

/** What the booking suites share (issue 25; issue 24: one set-up in one place). */

/**
 * Carla, an administrator made a consultant as `npm run admin -- consultant <email>` does (the
 * default schedule, issue 25 §1): the consultant a suite's visitors book with.
 */
export async function addConsultant(app: FastifyInstance) {
  const carla = await registerUser(app, { fullName: 'Carla Consultora' });
  await makeAdmin(app, carla);
  expect((await consultantCommand(app.database.db, [carla.email])).code).toBe(0);
  return carla;
}
