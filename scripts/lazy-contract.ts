import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * Builds the contract's schemas in the app when they are first used (src/lib/lazy-schema.ts). In each
 * contract module, a top-level constant whose value is a zod builder call (`z.object(…)`,
 * `z.string().check(…)`) or a call of one of the contract's own schema builders becomes
 * `lazySchema(() => …)`. Other constants (limits, message texts, lists of values) stay as they are.
 */
const SCHEMA_BUILDERS = new Set(['z', 'textField', 'upTo', 'optionalText', 'limitField', 'passwordField', 'imageRefField']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The name a call chain starts from: `z` for `z.string().check(…)`, `textField` for `textField({…})`. */
function rootName(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'CallExpression') return rootName(node.callee as Node);
  if (node.type === 'MemberExpression') return rootName(node.object as Node);
  return null;
}

export function lazyContract(root: string): Plugin {
  const contractDir = path.join(root, 'contract') + path.sep;
  const helper = path.join(root, 'src/lib/lazy-schema.ts');
  return {
    name: 'wishwell:lazy-contract',
    // After TypeScript is stripped: the module is plain JavaScript here.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(contractDir) || !/\.ts$/.test(file)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const out = new MagicString(code);
      let wrapped = 0;
      for (const statement of program.body) {
        const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init?.type !== 'CallExpression' || !SCHEMA_BUILDERS.has(rootName(init) ?? '')) continue;
          out.appendLeft(init.start, '/* @__PURE__ */ __lazySchema(() => (').appendRight(init.end, '))');
          wrapped++;
        }
      }
      if (wrapped === 0) return null;
      out.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
