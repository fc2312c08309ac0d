// Lighthouse through its node API, in a process on its own Node (runner.mjs): one headless Chromium, the
// default mobile form factor and simulated throttling, every category, and the figures this report prints.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseRunner } from './runner.mjs';

const run = promisify(execFile);
const AUDIT_RUN = fileURLToPath(new URL('./audit-run.mjs', import.meta.url));

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `locale`: the browser's language (its Accept-Language and navigator.languages), English unless given. */
export async function launchChrome(port, locale) {
  const language = locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : [];
  return chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROME_FLAGS, ...language], port, logLevel: 'silent' });
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** One Lighthouse run of `url`: the four scores, the paint and blocking times, and the full report. */
export async function audit(chrome, url) {
  const { node, entry } = lighthouseRunner();
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  let lhr;
  try {
    const out = path.join(dir, 'report.json');
    await run(node, [AUDIT_RUN, entry, url, String(chrome.port), out], { maxBuffer: 16 * 1024 * 1024 });
    lhr = JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    lhr,
    figures: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
  };
}

/** What kept a score below 100: the failed accessibility and best-practice audits, by id. */
export function findings(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}
