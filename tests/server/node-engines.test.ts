import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

// package.json's `engines` (and the README's "You need Node.js") name the Node versions the project
// runs on; `npm install` warns when an installed package asks for more.
const root = path.resolve(import.meta.dirname, '../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

/** npm leaves out an optional package built for another system, and does not read its engines. */
const installedHere = (p: LockedPackage) =>
  !p.optional || ((!p.os || p.os.includes(process.platform)) && (!p.cpu || p.cpu.includes(process.arch)));

describe('the Node versions', () => {
  const ours = json<{ engines: { node: string } }>('package.json').engines.node;

  it('package.json names them, and the lock file agrees', () => {
    expect(semver.validRange(ours)).not.toBeNull();
    expect(json<{ packages: Record<string, { engines?: { node?: string } }> }>('package-lock.json').packages['']?.engines?.node).toBe(ours);
  });

  it('every installed package runs on every one of them', () => {
    const packages = json<{ packages: Record<string, LockedPackage> }>('package-lock.json').packages;
    const narrower = Object.entries(packages)
      .filter(([where, p]) => where !== '' && installedHere(p))
      .flatMap(([where, p]) => {
        const theirs = !Array.isArray(p.engines) ? p.engines?.node : undefined;
        return theirs && !semver.subset(ours, theirs) ? [`${where.replace(/^.*node_modules\//, '')}@${p.version}: node ${theirs}`] : [];
      });
    expect(narrower).toEqual([]);
  });

  it('the README names the lowest of each line', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const sentence = /You need Node\.js ([^(]*)\(/.exec(readme)?.[1] ?? '';
    const lowest = ours.split('||').map((range) => semver.minVersion(range)!);
    for (const version of lowest) expect(sentence).toContain(version.patch === 0 && version.minor === 0 ? `${version.major}` : `${version.major}.${version.minor}`);
  });
});
