import type { RouteObject } from 'react-router';
import { MessagesPage } from './pages/messages-page';

/**
 * Messages open without a session (spec §2): signed-out visitors see 'Sign in to view messages'. One layout route for
 * the list and the open conversation, so moving between conversations keeps the screen (and its list) mounted.
 */
export function messagesRoutes(): RouteObject[] {
  return [
    {
      path: '/messages',
      element: <MessagesPage />,
      children: [{ index: true }, { path: ':conversationId' }],
    },
  ];
}
