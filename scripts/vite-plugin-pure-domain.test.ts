import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { annotateTopLevelCalls, pureDomainInitializers } from './vite-plugin-pure-domain';

const PURE = '/* @__PURE__ */ ';

describe('annotateTopLevelCalls', () => {
  it('marks each chain of a top-level initializer once, at its start, nested chains included', () => {
    const code = "export const card = z.object({ price: z.number().int(), tags: z.array(z.string()).max(3) }).strict();\n";
    expect(annotateTopLevelCalls(code)?.toString()).toBe(
      `export const card = ${PURE}z.object({ price: ${PURE}z.number().int(), tags: ${PURE}z.array(${PURE}z.string()).max(3) }).strict();\n`,
    );
  });

  it('marks `new` and calls in plain declarations too', () => {
    expect(annotateTopLevelCalls('const seen = new Set(list.map(String));')?.toString()).toBe(
      `const seen = ${PURE}new Set(${PURE}list.map(String));`,
    );
  });

  it('leaves calls inside functions alone: they run later, and an unused result may be wanted', () => {
    const code = 'export const check = (value) => { audit(value); return value; };\nexport const twice = function () { run(); run(); };\n';
    expect(annotateTopLevelCalls(code)).toBeNull();
    expect(annotateTopLevelCalls('export const rule = z.string().refine((v) => track(v));')?.toString()).toBe(
      `export const rule = ${PURE}z.string().refine((v) => track(v));`,
    );
  });

  it('leaves top-level statements that are not declarations alone', () => {
    expect(annotateTopLevelCalls('register(schema);\nif (ready()) start();\nexport function f() { return g(); }\n')).toBeNull();
  });
});

describe('pureDomainInitializers in a bundle', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pure-domain-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const domainFile = path.join(root, 'src', 'domain', 'shapes.ts');
  fs.mkdirSync(path.dirname(domainFile), { recursive: true });
  // Real zod: the point is that its method chains are what a bundler keeps.
  fs.writeFileSync(
    domainFile,
    [
      "import { z } from 'zod';",
      "export const usedSchema = z.object({ used_field: z.string().min(1) });",
      "export const unusedSchema = z.object({ unused_field: z.number().int().nullable() });",
      "export const unusedTexts = { unused_text: 'Never read' };",
    ].join('\n'),
  );
  const entry = path.join(root, 'src', 'client', 'entry.ts');
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, "import { usedSchema } from '../domain/shapes';\nexport const parse = (value) => usedSchema.parse(value);\n");

  async function bundle(plugins: RolldownPlugin[]): Promise<string> {
    const build = await rolldown({ input: entry, plugins, cwd: process.cwd(), logLevel: 'silent' });
    const { output } = await build.generate({ format: 'esm' });
    await build.close();
    return output[0].code;
  }

  it('drops a schema the bundle never reads, and keeps the one it does', async () => {
    const plugin = pureDomainInitializers();
    const code = await bundle([{ name: plugin.name, transform: plugin.transform } as RolldownPlugin]);
    expect(code).toContain('used_field');
    expect(code).not.toContain('unused_field');
    expect(code).not.toContain('unused_text');
  });

  it('without it, the unused schema is built anyway (what the plugin is for)', async () => {
    const code = await bundle([]);
    expect(code).toContain('unused_field');
  });
});
