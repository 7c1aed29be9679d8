import { z } from 'zod';

/** The body of every error answer: `{ error: { code, message, details? } }`. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('SNAKE_CASE error code a client may branch on'),
      message: z.string().describe('A sentence for the user (the spec’s text where it gives one)'),
      details: z.unknown().optional().describe('Field errors or data the client needs to explain the error'),
    }),
  })
  .describe('Error');

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
