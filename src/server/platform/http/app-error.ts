/** The one error type services throw; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notAuthenticated = () => new AppError('NOT_AUTHENTICATED', 401, 'User not authenticated');
export const forbidden = (message: string) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', 409, message, details);
export const badRequest = (message: string, details?: unknown) => new AppError('VALIDATION_ERROR', 400, message, details);

/** 429 with a Retry-After header (whole seconds, at least 1). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super('RATE_LIMITED', 429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
