import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { setupI18n } from '@lingui/core';
import { i18n } from '@/lib/i18n';
import { transformLinguiMacros } from '../../../scripts/lingui-macros.mjs';

function Comments({ count, name }: { count: number; name: string }) {
  const { t } = useLingui();
  return (
    <p aria-label={t`Comments on ${name}'s desire`}>
      <Plural value={count} one="# comment" other="# comments" /> <Trans>by {name}</Trans>
    </p>
  );
}

describe('messages written with the macros', () => {
  it('show their English source with no catalog loaded: plurals, names and attributes', () => {
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Comments count={1} name="Maya" />
      </I18nProvider>,
    );
    expect(screen.getByLabelText("Comments on Maya's desire")).toHaveTextContent('1 comment by Maya');
    rerender(
      <I18nProvider i18n={i18n}>
        <Comments count={3} name="Maya" />
      </I18nProvider>,
    );
    expect(screen.getByLabelText("Comments on Maya's desire")).toHaveTextContent('3 comments by Maya');
  });

  it('show the translation of the active language when its catalog has one', async () => {
    const compiled = await transformLinguiMacros(`import { plural } from '@lingui/core/macro';\nexport const said = (n) => plural(n, { one: '# comment', other: '# comments' });`, 'said.ts');
    const id = /id: "([^"]+)"/.exec(compiled!.code)![1]!;
    const german = setupI18n();
    german.loadAndActivate({ locale: 'de', messages: { [id]: [['count', 'plural', { one: ['#', ' Kommentar'], other: ['#', ' Kommentare'] }]] } });
    expect(german._(id, { count: 2 })).toBe('2 Kommentare');
  });
});

describe('the build transform (scripts/lingui-macros.mjs)', () => {
  it('compiles the English source into the code, so the runtime needs no compiler', async () => {
    const out = await transformLinguiMacros(
      `import { t } from '@lingui/core/macro';\nexport const hello = (name: string) => t\`Hello \${name}\`;`,
      'hello.ts',
    );
    expect(out!.code).toMatch(/message: \["Hello ", \["name"\]\]/);
    expect(out!.code).not.toMatch(/message: "Hello \{name\}"/);
  });

  it('leaves a file without macros to the rest of the build', async () => {
    expect(await transformLinguiMacros(`export const plain = 'Hello';`, 'plain.ts')).toBeNull();
  });
});
