import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/client';
import { isStatementTimeout } from '../../db/statement-timeout';
import { AppError, TooManyRequestsError } from './app-error';
import { errorCodes } from '../../../domain/api-error';

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

const fastifyCodes: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: errorCodes.malformedJson, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.malformedJson, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.payloadTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: errorCodes.unsupportedMediaType, message: 'This content type is not supported.' },
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now (it may be restarting). Please try again in a few seconds.';

/** One error handler: spec texts for known errors, a clean 4xx for bad input, nothing internal on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status === 503 && body.error.code === errorCodes.databaseUnavailable) request.log.warn({ err: error }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error.code, status }, body.error.message);
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (body.error.code === errorCodes.databaseUnavailable) reply.header('retry-after', '2');
    else if (status === 503) reply.header('retry-after', '1');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: errorCodes.notFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });
}

/** The answers to a path whose percent-encoding is malformed: on /api, and to a page (static-client.ts too). */
export const MALFORMED_PATH_MESSAGE = 'The address is not valid: its percent-encoding is malformed.';
export const MALFORMED_PAGE_TEXT = 'Bad request: malformed URL';

/**
 * What Fastify would answer itself, before any route runs (`frameworkErrors`): chiefly a path whose percent-encoding
 * is malformed (FST_ERR_BAD_URL). On /api the error has the shape of every other; a page gets the static client's
 * plain 400, where Fastify sent its own JSON to a browser.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, error.message);
  if (request.url.startsWith('/api/')) {
    return reply.status(400).send({ error: { code: errorCodes.validation, message: MALFORMED_PATH_MESSAGE } });
  }
  return reply.status(400).type('text/plain; charset=utf-8').send(MALFORMED_PAGE_TEXT);
}

export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.details !== undefined) body.error.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const message = first?.message ?? 'Invalid request';
    return {
      status: 400,
      body: {
        error: {
          code: errorCodes.validation,
          message,
          details: error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || field || undefined,
            message: issue.message,
            in: error.validationContext,
          })),
        },
      },
    };
  }
  if (isStatementTimeout(error)) {
    // A statement that ran past DATABASE_STATEMENT_TIMEOUT_MS: the server is overloaded, not broken.
    return { status: 503, body: { error: { code: errorCodes.timeout, message: 'This took too long — please try again in a moment.' } } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: { code: errorCodes.databaseUnavailable, message: DATABASE_UNAVAILABLE_MESSAGE } } };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { error: { code: errorCodes.internal, message: 'Something went wrong on our side.' } } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (known) return { status, body: { error: known } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: { code: fastifyError.code ?? 'BAD_REQUEST', message: fastifyError.message } } };
  }
  return { status: 500, body: { error: { code: errorCodes.internal, message: 'Something went wrong on our side.' } } };
}
