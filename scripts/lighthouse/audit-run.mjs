// One Lighthouse run, in the process that scripts/lighthouse/runner.mjs starts on Lighthouse's own Node:
// node audit-run.mjs <lighthouse entry> <url> <Chromium's debugging port> <file for the report>.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [entry, url, port, out] = process.argv.slice(2);
const { default: lighthouse } = await import(pathToFileURL(entry).href);
const result = await lighthouse(url, { port: Number(port), output: 'json', logLevel: 'error' });
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
writeFileSync(out, JSON.stringify(result.lhr));
