import { z } from 'zod';

/** GET /healthz: the process answers (load balancers, decision 0019). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: it can reach its database; which one is not said (issue 12). */
export const readinessSchema = z.object({ status: z.literal('ready'), database: z.literal(true) });

/** GET /readyz when the database is unreachable (503). */
export const unavailableSchema = z.object({
  message: z.string(),
  status: z.literal('unavailable'),
});
