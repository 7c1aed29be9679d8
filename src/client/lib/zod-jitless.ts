/**
 * Zod compiles fast object parsers with `new Function` when it may, and probes whether it may with one caught
 * `new Function("")`. Our Content Security Policy has no 'unsafe-eval', so that probe is reported as a CSP violation
 * (browser console, Lighthouse best practices) though nothing breaks. `jitless` turns both off. It must be set before
 * the first schema is built, in whichever chunk that is: zod keeps its settings on `globalThis.__zod_globalConfig`
 * (shared by every copy of zod, created only if absent), so the entry sets them there without loading zod itself.
 * Imported first by main.tsx.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
