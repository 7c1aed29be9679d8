import { z } from 'zod';
import {
  conversationDetailResponse,
  conversationIdParams,
  conversationListQuery,
  conversationListResponse,
  markReadResponse,
  messageIdParams,
  messagePageQuery,
  messagePageResponse,
  messagingTexts,
  sendMessageResponse,
  startConversationBody,
  startConversationResponse,
} from '../../../domain/messaging';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { notFound } from '../../platform/http/app-error';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { findAttachmentFor } from './queries';
import { getConversation, getConversations, getMessages, leaveConversations, markConversationRead, type MessagingDeps, requireSendContext, sendMessage, startConversation } from './service';
import { readMessageInput } from './upload';

const tags = ['messages'];
const noContent = z.null().describe('No content');

/** Shown in the page, played in the page; everything else is downloaded. */
const inlineMime = /^(image\/(jpeg|png|gif|webp)|video\/mp4)$/;

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function messagingRoutes(app: ZodApp, deps: AppDeps) {
  const depsFor = (log: MessagingDeps['log']): MessagingDeps => ({ ...deps, log });

  app.get(
    '/api/conversations',
    {
      schema: {
        operationId: 'listConversations',
        security: sessionSecurity,
        tags,
        summary: 'The signed-in user’s conversations, newest activity first; `q` searches the other person’s name and the listing title',
        querystring: conversationListQuery,
        response: { 200: conversationListResponse },
      },
    },
    async (request) => ({ conversations: await getConversations(depsFor(request.log), requireUser(request).id, request.query.q) }),
  );

  app.post(
    '/api/conversations',
    {
      schema: {
        operationId: 'startConversation',
        security: sessionSecurity,
        tags,
        summary: 'Start or reuse the renter’s conversation about a listing (the listing’s "Message" button)',
        body: startConversationBody,
        response: { 200: startConversationResponse, 201: startConversationResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const result = await startConversation(depsFor(request.log), requireUser(request).id, request.body.listing_id);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/conversations/leave',
    {
      schema: {
        operationId: 'leaveConversations',
        security: sessionSecurity,
        tags,
        summary: 'The user left the messages area: their empty listing-only conversations are removed 5 minutes later',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await leaveConversations(depsFor(request.log), requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      schema: {
        operationId: 'getConversation',
        security: sessionSecurity,
        tags,
        summary: 'One conversation (header data, the viewer’s role, accept/decline for the owner of a pending request)',
        params: conversationIdParams,
        response: { 200: conversationDetailResponse },
      },
    },
    async (request) => ({ conversation: await getConversation(depsFor(request.log), requireUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        operationId: 'listMessages',
        security: sessionSecurity,
        tags,
        summary: 'A page of a conversation’s messages, oldest first (`before`: the oldest message id the client has)',
        params: conversationIdParams,
        querystring: messagePageQuery,
        response: { 200: messagePageResponse },
      },
    },
    async (request) => getMessages(depsFor(request.log), requireUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        operationId: 'sendMessage',
        security: sessionSecurity,
        tags,
        summary:
          'Send a message: JSON { text } or multipart `text` + one `file` (image, MP4, PDF, DOC, DOCX by content, ≤ 10 MB); ' +
          '10 messages per 60 s and 5 uploads per 5 minutes per user (429 with details and Retry-After); 409 when the other ' +
          'party deleted their account',
        consumes: ['application/json', 'multipart/form-data'],
        params: conversationIdParams,
        response: { 201: sendMessageResponse, ...errorResponses(409, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const messagingDeps = depsFor(request.log);
      // A stranger gets 404 before the body is read.
      const context = await requireSendContext(messagingDeps, user.id, request.params.id);
      const input = await readMessageInput(request);
      return reply.status(201).send(await sendMessage(messagingDeps, user.id, context, input));
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      schema: {
        operationId: 'markConversationRead',
        security: sessionSecurity,
        tags,
        summary: 'Mark the other party’s messages to the viewer in this conversation read',
        params: conversationIdParams,
        response: { 200: markReadResponse },
      },
    },
    async (request) => markConversationRead(depsFor(request.log), requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/messages/:id/attachment',
    {
      schema: {
        operationId: 'getMessageAttachment',
        security: sessionSecurity,
        tags,
        summary: 'A message’s file, for the two parties only (404 for anyone else); documents are downloads',
        params: messageIdParams,
        response: { 200: z.unknown().describe('The file (binary)') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const attachment = await findAttachmentFor(deps.db, user.id, request.params.id);
      if (!attachment) throw notFound(messagingTexts.attachmentNotFound);
      const file = await deps.storage.read(attachment.key);
      if (!file) throw notFound(messagingTexts.attachmentNotFound);
      const inline = inlineMime.test(attachment.mime);
      reply
        .type(attachment.mime)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', attachment.name))
        .header('x-content-type-options', 'nosniff')
        // Even opened directly, the file runs nothing in our origin.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}
