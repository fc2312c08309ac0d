import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = 'lucide-react';

/** Icon export name → its module's file name, read from the package's own index (`export { default as Heart, … } from './icons/heart.mjs'`). */
export function iconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) files.set(name[1]!, file!);
  }
  return files;
}

/**
 * `import { Heart, X as Close } from 'lucide-react'` → one import per icon module. Bundling drops the
 * unused icons either way; this keeps the index (which imports every icon) out of the module graph,
 * so the first-visit chunking (scripts/first-visit-chunks.ts) sees which screen uses which icon.
 * Names the index does not list as icons stay on an import from the package.
 */
export function rewriteIconImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, list: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const part of list.split(',').map((p) => p.trim()).filter(Boolean)) {
      const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from '${PACKAGE}/dist/esm/icons/${file}.mjs';`);
      else rest.push(part);
    }
    if (direct.length === 0) return statement;
    changed = true;
    return [...direct, ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from '${PACKAGE}';`] : [])].join('\n');
  });
  return changed ? out : null;
}

export function directIconImports(root: string): Plugin {
  let files: Map<string, string> | null = null;
  const src = path.join(root, 'src') + path.sep;
  return {
    name: 'wishwell:direct-icon-imports',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(src) || !code.includes(PACKAGE)) return null;
      files ??= iconFiles(readFileSync(path.join(root, 'node_modules', PACKAGE, 'dist/esm/lucide-react.mjs'), 'utf8'));
      const rewritten = rewriteIconImports(code, files);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
