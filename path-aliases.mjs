// Import path aliases for Vite and Vitest; tsconfig.json's "paths" says the same for TypeScript.
// `@/…` is src/client, `@domain/…` src/domain.
import path from 'node:path';

export const aliases = {
  '@': path.resolve(import.meta.dirname, 'src/client'),
  '@domain': path.resolve(import.meta.dirname, 'src/domain'),
};
