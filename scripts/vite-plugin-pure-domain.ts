import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * The domain's modules (src/domain) are rules, texts and zod schemas, imported by the server and the client alike. Most
 * of their schemas describe responses and request bodies the server checks; the browser uses a few. A bundler keeps an
 * unused `export const cardSchema = z.object({ price: z.number().int() })`, because it cannot know that the method
 * calls inside (`.int()`, `.nullable()`, `.extend()`) have no side effects — so every schema was built while the shared
 * chunk loaded, on every page (45–75 ms of a phone's main thread, docs/decisions/0028).
 *
 * This plugin marks every call in the initializer of a domain module's top-level declaration `/* @__PURE__ *\/`, so an
 * initializer whose value the client never reads is dropped from the client's bundle. That holds because the domain
 * layer is pure (DESIGN.md; it imports nothing of ours, .dependency-cruiser.cjs): a top-level declaration computes a
 * value and does nothing else — a rule docs/architecture.md states for src/domain.
 * Calls inside functions are left alone: they run later, and their results may be unused on purpose.
 */
export function pureDomainInitializers(): Plugin {
  return {
    name: 'gearloop:pure-domain-initializers',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]domain[\\/](?!.*\.test\.ts$).*\.ts$/ },
      handler(code, id) {
        const annotated = annotateTopLevelCalls(code);
        if (!annotated) return null;
        return { code: annotated.toString(), map: annotated.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const FUNCTION_NODES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassBody']);
const CALL_NODES = new Set(['CallExpression', 'NewExpression']);

/** `code` (JavaScript, after TypeScript is stripped) with each top-level initializer's calls annotated; null if none. */
export function annotateTopLevelCalls(code: string): MagicString | null {
  const program = parseAst(code) as unknown as { body: AstNode[] };
  const starts = new Set<number>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) collectCalls(declarator.init, starts);
  }
  if (starts.size === 0) return null;
  const output = new MagicString(code);
  for (const start of starts) output.appendLeft(start, '/* @__PURE__ */ ');
  return output;
}

/** The start of every call and `new` in `node`, outside function bodies. A chain (`z.string().min(1)`) starts where
 * its outermost call does: one annotation there covers the whole chain. */
function collectCalls(node: unknown, starts: Set<number>): void {
  if (!isNode(node) || FUNCTION_NODES.has(node.type)) return;
  if (CALL_NODES.has(node.type)) starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const item of value) collectCalls(item, starts);
    else collectCalls(value, starts);
  }
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
