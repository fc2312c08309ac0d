// Medians over the runs, the table printed, and the "Lighthouse" section of docs/benchmarks.md.
import { writeSection } from '../bench/harness.mjs';
import { VISITOR_BUDGET } from './targets.mjs';

const FIELDS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls'];

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median on its own: the median page of one figure need not be that of another. */
export function medians(runs) {
  return Object.fromEntries(FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]));
}

/** The lowest and highest of the runs, for the figures that move most from run to run. */
export function ranges(runs) {
  const of = (field) => {
    const values = runs.map((run) => run[field]).filter((v) => Number.isFinite(v));
    return values.length > 1 ? [Math.min(...values), Math.max(...values)] : null;
  };
  return { performance: of('performance'), lcp: of('lcp'), tbt: of('tbt') };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)}`;
const within = (text, range, format) => (range ? `${text} (${format(range[0])}–${format(range[1])})` : text);
const row = (name, f, r = {}) => [
  name,
  within(String(f.performance), r.performance, String),
  f.accessibility,
  f.bestPractices,
  f.seo,
  seconds(f.fcp),
  within(seconds(f.lcp), r.lcp, (v) => (v / 1000).toFixed(2)),
  within(`${ms(f.tbt)} ms`, r.tbt, ms),
  f.cls.toFixed(3),
];
const HEADER = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];

export function printTable(pages) {
  const rows = [HEADER, ...pages.map((p) => row(p.name, p.figures, p.range)).map((r) => r.map(String))];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

/**
 * The budget on the app's pages (not the baseline): performance and TBT as each page's `budget` says
 * (a visitor's first pages: docs/architecture.md "Budgets"; the member's feed: performance only), accessibility and CLS
 * on every page.
 */
export function misses(pages) {
  return pages
    .filter((p) => !p.baseline)
    .flatMap((p) => {
      const { performance, tbt } = p.budget ?? VISITOR_BUDGET;
      return [
        ...(performance !== undefined && p.figures.performance < performance ? [`${p.name}: performance ${p.figures.performance} < ${performance}`] : []),
        ...(p.figures.accessibility < 100 ? [`${p.name}: accessibility ${p.figures.accessibility} < 100`] : []),
        ...(tbt !== undefined && p.figures.tbt > tbt ? [`${p.name}: TBT ${Math.round(p.figures.tbt)} ms > ${tbt} ms`] : []),
        ...(p.figures.cls > 0.02 ? [`${p.name}: CLS ${p.figures.cls.toFixed(3)} > 0.02`] : []),
      ];
    });
}

export function writeDocs(pages, { runs, atStart, machine, date, lighthouseVersion }) {
  const table = [
    `| ${HEADER.join(' | ')} |`,
    `| --- | ${HEADER.slice(1).map(() => '---:').join(' | ')} |`,
    ...pages.map((p) => `| ${row(p.name, p.figures, p.range).join(' | ')} |`),
  ];
  const missed = misses(pages);
  writeSection(
    'lighthouse',
    [
      '## Lighthouse',
      '',
      `Measured by \`npm run lighthouse -- --runs ${runs}\` on ${date}: ${machine} at the end (at the start: ${atStart.replace(/^.*load average/, 'load average').replace(/; the build of.*$/, '')}).`,
      `Lighthouse ${lighthouseVersion} (on its own Node, scripts/lighthouse/runner.mjs) through its node API,`,
      'headless Chromium, mobile form factor with simulated throttling (the defaults), the built server on',
      'loopback with the demo data; `/feed` signed in as the demo member Maya (her token put in localStorage,',
      'where the app keeps it, before each run; the cache cold as for the other pages). The baseline is a bare',
      'page of the same React, react-router-dom and React Query, built by the same Vite and served gzip.',
      runs > 1 ? `Median of ${runs} runs, each figure on its own; in brackets the lowest and highest of the ${runs}.` : 'One run: not a figure to report.',
      '',
      'Budget (docs/architecture.md "Budgets"): performance at least 95 and Total Blocking Time at most 150 ms on /auth, /post/{id} and both shared pages; performance at least 90 on /feed signed in (issue 42); accessibility 100 and CLS at most 0.02 on every page.',
      '',
      ...table,
      '',
      missed.length === 0 ? 'Every page meets the budget.' : `Missed: ${missed.join('; ')}.`,
    ].join('\n'),
  );
}
