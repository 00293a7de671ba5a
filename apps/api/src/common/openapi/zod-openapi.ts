import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';
import { apiErrorSchema } from '@harman/contracts';
import { z } from 'zod';

/**
 * Schemas may be classic zod or zod/mini (`z.core.$ZodType` covers both). OpenAPI schemas come from the same zod schemas the pipes validate with, so the document cannot drift from
 * what the api accepts and returns.
 */
export function toOpenApi(schema: z.core.$ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as SchemaObject;
}

/** One query parameter per property of a (strict) object schema. */
export function ApiZodQuery(schema: z.core.$ZodObject): MethodDecorator {
  const json = toOpenApi(schema, 'input');
  const required = new Set(json.required ?? []);
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: required.has(name), schema: property as SchemaObject }),
    ),
  );
}

export function ApiZodBody(schema: z.core.$ZodType): MethodDecorator {
  return ApiBody({ schema: toOpenApi(schema, 'input') });
}

export function ApiZodResponse(status: number, schema: z.core.$ZodType, description: string): MethodDecorator {
  return ApiResponse({ status, description, schema: toOpenApi(schema) });
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed (`VALIDATION_FAILED`, with `fields`)',
  401: 'Missing or wrong credentials (`UNAUTHORIZED`)',
  404: 'Not found',
};

/** The common error body for each listed status. */
export function ApiErrors(...statuses: number[]): MethodDecorator {
  const schema = toOpenApi(apiErrorSchema);
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status] ?? 'Error', schema })),
  );
}
