import type {
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyServerOptions,
  FastifyTypeProvider,
} from 'fastify';
import type { z } from 'zod';

/**
 * Routes declare `schema: { body, querystring, params, response }` with the shared zod schemas
 * (STYLE.md "Routes declare their contract"; issue 13 §1, decision 0031). This is the zod type
 * provider of Fastify's docs ("Type Providers"), as fastify-type-provider-zod 7 builds it for zod 4
 * and Fastify 5, with two differences that matter here:
 *
 * - a failed validation hands Fastify the `ZodError` itself, so the one error handler
 *   (plugins/errors.ts) turns its issues into our translated `{ message, fieldErrors }` exactly as
 *   before; the package would flatten the issues into Ajv-style objects first;
 * - the compilers are installed through the schema controller's factory, so Fastify never loads
 *   Ajv and fast-json-stringify, which nothing here uses (a start pays for neither).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** A response that does not match its route's schema: a bug of ours, answered with a plain 500. */
export class ResponseSchemaError extends Error {
  override name = 'ResponseSchemaError';
  readonly issues: z.core.$ZodIssue[];
  constructor(route: string, issues: z.core.$ZodIssue[]) {
    super(`the answer of ${route} does not match its response schema`);
    this.issues = issues;
  }
}

/**
 * Every answer goes through its schema before it is written: fields the schema does not name are
 * dropped (an object schema strips unknown keys), so nothing leaks that the contract omits.
 */
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSchemaError(`${method} ${url}`, result.error.issues);
    return JSON.stringify(result.data);
  };
};

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

/**
 * Fastify's `schemaController` option: zod compilers for validation and serialization. Fastify
 * types the factories after Ajv's; at run time a factory only has to return a compiler.
 */
export const zodSchemaController: SchemaController = {
  compilersFactory: {
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};

/** The same, indented: for answers people download and open (the account export). */
export const prettySerializerCompiler = ({
  schema,
  method,
  url,
}: {
  schema: unknown;
  method: string;
  url: string;
}): ((data: unknown) => string) => {
  const zodSchema = schema as z.ZodType;
  return (data: unknown) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSchemaError(`${method} ${url}`, result.error.issues);
    return `${JSON.stringify(result.data, null, 2)}\n`;
  };
};
