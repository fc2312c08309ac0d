// Lingui's macros (t, plural, <Trans> from @lingui/*/macro) for every build of the app: Vite's (the
// app and the tests) and esbuild's (the first paint, scripts/first-paint.mjs). Lingui 5 transforms
// them with Babel, which @vitejs/plugin-react 6 no longer runs, so only the files that import a macro
// go through Babel here.
//
// English is the source language and is not loaded as a catalog: each message's English text stays in
// the code that shows it, compiled here at build time into the form Lingui's runtime renders without a
// compiler (it has none in production). An English visit so costs the runtime alone; another language
// loads its compiled catalog (docs/decisions/app.md, "Languages").
import { transformAsync, types as t } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/** @param {string} code */
export const usesLinguiMacros = (code) => MACRO_IMPORT.test(code);

/** The compiled form of a message's source text, as a literal the code carries. */
const compiledNode = (/** @type {string} */ message) => t.valueToNode(compileMessage(message));

/** Babel plugin: the `message` of each descriptor (and of each <Trans>) the macros wrote, compiled. */
function compileSourceMessages() {
  return {
    visitor: {
      /** @param {import('@babel/core').NodePath<import('@babel/types').ObjectProperty>} path */
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const siblings = /** @type {import('@babel/types').ObjectExpression} */ (path.parent).properties;
        if (!siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }))) return;
        path.get('value').replaceWith(compiledNode(value.value));
      },
      /** @param {import('@babel/core').NodePath<import('@babel/types').JSXAttribute>} path */
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = /** @type {import('@babel/types').JSXOpeningElement} */ (path.parent);
        if (!element.attributes.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }))) return;
        path.get('value').replaceWith(t.jsxExpressionContainer(compiledNode(value.value)));
      },
    },
  };
}

const parserOpts = { plugins: /** @type {const} */ (['typescript', 'jsx']) };

/**
 * The file with its macros expanded and its English messages compiled; null when it uses no macro.
 * @param {string} code
 * @param {string} filename
 * @returns {Promise<{ code: string; map: unknown } | null>}
 */
export async function transformLinguiMacros(code, filename) {
  if (!usesLinguiMacros(code)) return null;
  const shared = { filename, babelrc: false, configFile: false, sourceMaps: true, parserOpts };
  const expanded = await transformAsync(code, { ...shared, plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] });
  if (!expanded?.code) return null;
  const compiled = await transformAsync(expanded.code, { ...shared, inputSourceMap: expanded.map ?? undefined, plugins: [compileSourceMessages] });
  return compiled?.code ? { code: compiled.code, map: compiled.map } : null;
}

const SOURCE = /\.[cm]?[jt]sx?$/;

/** The Vite plugin (the app's build, dev server and tests). */
export function linguiMacros() {
  return {
    name: 'wishwell:lingui-macros',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    async transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !SOURCE.test(file)) return null;
      return transformLinguiMacros(code, file);
    },
  };
}

/** The esbuild plugin (the first paint's render of the app's components). */
export function linguiMacrosForEsbuild() {
  return {
    name: 'lingui-macros',
    /** @param {import('esbuild').PluginBuild} build */
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.[jt]sx?$/ }, async ({ path }) => {
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(path, 'utf8');
        const result = await transformLinguiMacros(source, path);
        if (!result) return undefined;
        // Babel only expanded the macros: the types and JSX are still there for esbuild.
        return { contents: result.code, loader: /** @type {'ts' | 'tsx' | 'js' | 'jsx'} */ (path.slice(path.lastIndexOf('.') + 1)) };
      });
    },
  };
}
