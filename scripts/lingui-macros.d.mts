import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

/** The types of scripts/lingui-macros.mjs, which plain Node also runs (scripts/first-paint.mjs). */
export function usesLinguiMacros(code: string): boolean;
export function transformLinguiMacros(code: string, filename: string): Promise<{ code: string; map: unknown } | null>;
export function linguiMacros(): Plugin;
export function linguiMacrosForEsbuild(): EsbuildPlugin;
