import type { RouteObject } from 'react-router';
import { SHOWS_DATES } from '@/app/route-handle';

/**
 * Messages open without a session (spec §2): signed-out visitors see 'Sign in to view messages'. One layout route for
 * the list and the open conversation, so moving between conversations keeps the screen (and its list) mounted.
 */
export function messagesRoutes(): RouteObject[] {
  return [
    {
      path: '/messages',
      handle: SHOWS_DATES,
      lazy: async () => ({ Component: (await import('./pages/messages-page')).MessagesPage }),
      // The page renders both from its own params: the children only match (element null: nothing more to draw).
      children: [
        { index: true, element: null },
        { path: ':conversationId', element: null },
      ],
    },
  ];
}
