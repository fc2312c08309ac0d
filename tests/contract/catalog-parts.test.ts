import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { firstVisitStarts, partsOf, staticClosure } from '../../scripts/catalog-parts';

const root = path.resolve(import.meta.dirname, '../..');

/** A source tree in memory: path from the root → text. */
const tree = (files: Record<string, string>) => (file: string) => {
  const text = files[path.relative('/p', file)];
  if (text === undefined) throw new Error(`no ${file}`);
  return text;
};

describe('catalog parts', () => {
  it('follows static imports, through aliases and index files, but not dynamic or type-only ones', () => {
    const read = tree({
      'src/main.tsx': "import { a } from './a';\nimport '@/b';\nconst later = () => import('./later');",
      'src/a.ts': "import type { T } from './types';\nexport { c } from '@/c';\nimport {\n  d,\n  e,\n} from './d';",
      'src/b/index.tsx': "import x from '@contract/x';",
      'src/c.ts': '',
      'src/d.tsx': "import { a } from './a';",
      'src/types.ts': '',
      'src/later.ts': '',
      'contract/x.ts': "import y from '../src/y';",
      'src/y.ts': '',
    });
    expect([...staticClosure('/p', ['src/main.tsx'], read)].sort()).toEqual(['src/a.ts', 'src/b/index.tsx', 'src/c.ts', 'src/d.tsx', 'src/main.tsx']);
  });

  it('puts a message in each first visit that runs one of its files, and in the rest when none does', () => {
    const visits = { auth: new Set(['src/auth.tsx', 'src/shared.ts']), post: new Set(['src/shared.ts']), member: new Set<string>(), shared: new Set<string>() };
    expect(partsOf(['src/shared.ts'], visits)).toEqual(['auth', 'post']);
    expect(partsOf(['src/auth.tsx', 'src/settings.tsx'], visits)).toEqual(['auth']);
    expect(partsOf(['src/settings.tsx'], visits)).toEqual(['rest']);
    expect(partsOf([], visits)).toEqual(['rest']);
  });

  it("gives a member's first visit the feed, the desire card and the shell, and leaves Settings and the admin area to the rest", () => {
    const member = staticClosure(root, firstVisitStarts('member'));
    for (const file of ['src/app/routes/feed.tsx', 'src/features/desires/components/desire-card.tsx', 'src/app/shell/member-shell.tsx', 'src/lib/i18n.ts']) {
      expect(member, file).toContain(file);
    }
    const later = [...member].filter((file) => file.startsWith('src/features/admin/') || file.startsWith('src/features/settings/components/') || file === 'src/lib/known-messages-table.ts');
    expect(later).toEqual([]);
    expect(staticClosure(root, firstVisitStarts('auth'))).not.toContain('src/app/routes/feed.tsx');
  });
});
