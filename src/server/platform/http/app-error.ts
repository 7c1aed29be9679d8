import { type ErrorCode, errorCodes } from '../../../domain/api-error';

/** The one error type services throw; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notAuthenticated = () => new AppError(errorCodes.notAuthenticated, 401, 'User not authenticated');
export const forbidden = (message: string) => new AppError(errorCodes.forbidden, 403, message);
export const notFound = (message: string) => new AppError(errorCodes.notFound, 404, message);
export const conflict = (message: string, details?: unknown) => new AppError(errorCodes.conflict, 409, message, details);
export const badRequest = (message: string, details?: unknown) => new AppError(errorCodes.validation, 400, message, details);

/** 429 with a Retry-After header (whole seconds, at least 1). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number, details?: unknown) {
    super(errorCodes.rateLimited, 429, message, details);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
