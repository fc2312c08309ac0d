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

  it('built for production, render English with no compiler and no catalog, and a loaded translation over it', async () => {
    const built = await transformLinguiMacros(`import { plural } from '@lingui/core/macro';\nexport const said = (n) => plural(n, { one: '# comment', other: '# comments' });`, 'said.ts');
    // The built module, run against an instance of our choosing in place of its import of Lingui's.
    const body = built!.code.replace(/^import \{ i18n as _i18n \} from "@lingui\/core";$/m, '').replace('export const said', 'const said');
    const said = new Function('_i18n', `${body}\nreturn said;`) as (instance: ReturnType<typeof setupI18n>) => (n: number) => string;
    const english = setupI18n();
    english.setMessagesCompiler(undefined as never); // as in a production build
    english.loadAndActivate({ locale: 'en', messages: {} });
    expect([1, 2].map(said(english))).toEqual(['1 comment', '2 comments']);
    const id = /id: "([^"]+)"/.exec(built!.code)![1]!;
    const german = setupI18n();
    german.loadAndActivate({ locale: 'de', messages: { [id]: [['n', 'plural', { one: ['#', ' Kommentar'], other: ['#', ' Kommentare'] }]] } });
    expect([1, 2].map(said(german))).toEqual(['1 Kommentar', '2 Kommentare']);
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
