import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MESSAGE_FILE_FIELD, MESSAGE_TEXT_FIELD, messagingTexts, sendMessageBody } from '../../../domain/messaging';
import { AppError, badRequest } from '../../platform/http/app-error';
import { errorCodes } from '../../../domain/api-error';
import { displayedName, type IncomingFile } from './attachments';

/** Multipart limits of one message: one file, cut off at 10 MB (never buffered whole), the text field only. */
const messageUploadLimits = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 64 * 1024,
  parts: 8,
};

export interface MessageInput {
  /** Trimmed; '' when none. */
  text: string;
  file: IncomingFile | null;
}

function firstIssue(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (issue?.code === 'unrecognized_keys') return badRequest(messagingTexts.unexpectedField(issue.keys.join(', ')));
  return badRequest(issue?.message ?? messagingTexts.emptyMessage, { fields: error.issues.map((entry) => ({ field: entry.path.join('.') || field, message: entry.message })) });
}

function parseText(fields: unknown): string {
  const parsed = sendMessageBody.safeParse(fields);
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data.text ?? '';
}

/**
 * The message a client sends: JSON `{ text }`, or multipart/form-data with a `text` field and one `file`. Any other
 * field (a receiver, a sender, a second file) is refused; the file is read up to 10 MB and no further.
 */
export async function readMessageInput(request: FastifyRequest): Promise<MessageInput> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') throw badRequest(messagingTexts.notMultipart);
    return { text: parseText(request.body), file: null };
  }
  const fields: Record<string, string> = {};
  let file: IncomingFile | null = null;
  let current = 'This file';
  try {
    for await (const part of request.parts({ limits: messageUploadLimits })) {
      if (part.type === 'file') {
        current = part.filename || 'This file';
        if (part.fieldname !== MESSAGE_FILE_FIELD) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(messagingTexts.unexpectedField(displayedName(part.fieldname)));
        }
        const bytes = await part.toBuffer();
        file = { filename: part.filename, bytes };
      } else {
        if (part.fieldname !== MESSAGE_TEXT_FIELD) throw badRequest(messagingTexts.unexpectedField(displayedName(part.fieldname)));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error, current);
  }
  const text = parseText(fields);
  // An empty file input (no file chosen) sends a part with no bytes: treat it as no file.
  return { text, file: file && file.bytes.length > 0 ? file : null };
}

function toUploadError(error: unknown, filename: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(errorCodes.fileTooLarge, 413, messagingTexts.fileTooLarge(displayedName(filename)));
  if (code === 'FST_FILES_LIMIT') return badRequest(messagingTexts.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(messagingTexts.unexpectedField('(extra field)'));
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(messagingTexts.notMultipart);
  if ((error as { statusCode?: number }).statusCode === 413) return new AppError(errorCodes.payloadTooLarge, 413, 'The upload is too large.');
  return error;
}
