import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** A contract's schema as JSON Schema, for the OpenAPI document (without the dialect line). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
