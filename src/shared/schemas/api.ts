import { z } from 'zod';

/** Every non-2xx answer of the API has this shape (spec 01 §8; issue "Errors"). */
export const errorBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** What a client can act on (two-factor: TWO_FACTOR_SETUP_REQUIRED, TWO_FACTOR_REQUIRED). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answer of the calls whose only content is a sentence for the person (in their language). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Answer of the calls that only confirm (sign-out). */
export const okAnswerSchema = z.object({ ok: z.literal(true) });

/** A body these calls do not read: anything, or nothing at all. */
export const noBodySchema = z.unknown();

/** A request without parameters in its query string: whatever is there is ignored. */
export const noQuerySchema = z.object({});
