import { z } from 'zod';

/** GET /api/geo: the ISO country of the client address, or null (spec 01 §4, decision 0028). */
export const geoAnswerSchema = z.object({ country: z.string().nullable() });
export type GeoAnswer = z.infer<typeof geoAnswerSchema>;
