import type { LoaderFunctionArgs } from 'react-router';

/**
 * Route loaders that read the session. They are referenced by the route table in the entry script, but what they
 * run (TanStack Query, the API client) is a chunk loaded on first use, with the first page (docs/decisions/0020).
 */
const runtime = () => import('./session-loaders');

/** Protected pages: the signed-in user, or /login (remembering where they were going). */
export async function signedInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await (await runtime()).requireSignedIn(request);
  return null;
}

/** Signed-in users have nothing to do on the sign-in screen. */
export async function authScreenLoader(): Promise<Response | null> {
  return (await runtime()).authScreen();
}

/** /profile → /profile/{ownId}, or /login (remembering /profile) for visitors. */
export async function ownProfileLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  return (await runtime()).ownProfile(request);
}
