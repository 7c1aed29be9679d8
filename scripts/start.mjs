// `npm start`: builds client and server when the sources are newer than the build, then runs the server.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist/server/main.js'));
