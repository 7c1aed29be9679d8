// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;
const dirs: string[] = [];

/** Cruises a little tree of files with the project's rules; answers the rules broken. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-deps-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const { tsConfig: _tsConfig, ...options } = config.options ?? {};
    const result = await cruise(['src'], { ...options, ruleSet: { forbidden: config.forbidden }, validate: true });
    if (typeof result.output === 'string') throw new Error(result.output);
    return [...new Set(result.output.summary.violations.map((violation) => violation.rule.name))].sort();
  } finally {
    process.chdir(cwd);
  }
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries (npm run lint)', () => {
  it('accepts a feature using shared parts, the domain and another feature’s index', async () => {
    expect(
      await brokenRules({
        'src/domain/a.ts': "export const a = 1;\n",
        'src/client/lib/x.ts': "import { a } from '../../domain/a';\nexport const x = a;\n",
        'src/client/features/one/index.ts': "export const one = 1;\n",
        'src/client/features/two/page.ts': "import { x } from '../../lib/x';\nimport { one } from '../one';\nexport const page = x + one;\n",
      }),
    ).toEqual([]);
  });

  it('refuses a cycle made only of type imports', async () => {
    expect(
      await brokenRules({
        'src/server/app.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'src/server/b.ts': "import type { A } from './app';\nexport type B = { a?: A };\n",
      }),
    ).toEqual(['no-circular']);
  });

  it('refuses client → server, server → client and domain → anything of ours', async () => {
    expect(
      await brokenRules({
        'src/server/s.ts': "import { c } from '../client/c';\nexport const s = c;\n",
        'src/client/c.ts': "export const c = 1;\n",
        'src/client/d.ts': "import { t } from '../server/t';\nexport const d = t;\n",
        'src/server/t.ts': "export const t = 1;\n",
        'src/domain/e.ts': "import { t } from '../server/t';\nexport const e = t;\n",
      }),
    ).toEqual(['client-not-to-server', 'domain-imports-nothing-of-ours', 'server-not-to-client']);
  });

  it('refuses reaching into another feature, and shared parts importing a feature', async () => {
    expect(
      await brokenRules({
        'src/server/features/one/queries.ts': "export const q = 1;\n",
        'src/server/features/two/service.ts': "import { q } from '../one/queries';\nexport const s = q;\n",
        'src/client/features/three/widget.ts': "export const w = 1;\n",
        'src/client/components/card.ts': "import { w } from '../features/three/widget';\nexport const card = w;\n",
      }),
    ).toEqual(['no-reaching-into-another-feature', 'shared-client-parts-not-to-features']);
  });
});
