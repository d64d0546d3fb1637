import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'phone: Enter a valid mobile number.' }),
    code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
    requestId: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

const errorContent = { 'application/json': { schema: ErrorSchema } };

/** Responses shared by routes: list the statuses a route can refuse with. */
export const errorResponses = {
  400: { description: 'Invalid input', content: errorContent },
  401: { description: 'Not logged in or session ended', content: errorContent },
  403: { description: 'Not allowed', content: errorContent },
  404: { description: 'Not found', content: errorContent },
  409: { description: 'Conflict', content: errorContent },
  429: { description: 'Too many requests', content: errorContent },
  503: { description: 'Unavailable', content: errorContent },
} as const;
