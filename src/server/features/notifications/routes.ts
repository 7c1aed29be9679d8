import { z } from 'zod';
import { notificationIdParams, notificationsResponse, unreadCountsResponse } from '../../../domain/notifications';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { countUnread } from './queries';
import { getNotifications, readAllNotifications, readNotification } from './service';

const noContent = z.null().describe('No content');

export async function notificationRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        security: sessionSecurity,
        tags: ['notifications'],
        summary: 'The signed-in user’s newest 50 notifications',
        response: { 200: notificationsResponse },
      },
    },
    async (request) => ({ notifications: await getNotifications(deps.db, requireUser(request).id) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        security: sessionSecurity,
        tags: ['notifications'],
        summary: 'Mark one of the own notifications read',
        params: notificationIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await readNotification(deps.db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: { operationId: 'markAllNotificationsRead', security: sessionSecurity, tags: ['notifications'], summary: 'Mark all own notifications read', response: { 204: noContent } },
    },
    async (request, reply) => {
      await readAllNotifications(deps.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/counts',
    {
      schema: {
        operationId: 'getMyCounts',
        security: sessionSecurity,
        tags: ['notifications'],
        summary: 'Unread messages (addressed to me) and unread notifications, for the top-bar badges',
        response: { 200: unreadCountsResponse },
      },
    },
    async (request) => countUnread(deps.db, requireUser(request).id),
  );
}
