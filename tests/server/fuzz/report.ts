import type { IdentityName } from './request';

/** What broke the property in one case. */
export type Problem = '5xx' | '4xx-not-json' | 'no-answer' | 'socket-error';

export interface CaseResult {
  index: number;
  route: string;
  identity: IdentityName;
  /** The mutation kinds of the case, in order ('valid' for none). */
  kinds: string;
  status: number;
  problem: Problem | null;
  /** The input as sent and what came back, shortened. */
  description: string;
  answer: string;
}

interface Group {
  route: string;
  kinds: string;
  problem: Problem;
  status: number;
  count: number;
  samples: CaseResult[];
}

export interface FuzzSummary {
  seed: number;
  casesRun: number;
  routesTotal: number;
  routesCovered: number;
  routesWith2xx: number;
  cases2xx: number;
  fiveXx: number;
  fourXxNotJson: number;
  noAnswer: number;
  socketErrors: number;
  importUrlsReplaced: number;
  perRoute: Record<string, { cases: number; statuses: Record<string, number> }>;
  groups: Omit<Group, 'samples'>[];
}

const SAMPLES_PER_GROUP = 2;

/** Every case's status, and every failure grouped by route, mutation kinds, problem and status. */
export class FuzzReport {
  private readonly perRoute = new Map<string, { cases: number; statuses: Map<string, number> }>();
  private readonly groups = new Map<string, Group>();
  private counts = { cases: 0, cases2xx: 0, fiveXx: 0, fourXxNotJson: 0, noAnswer: 0, socketErrors: 0, importUrlsReplaced: 0 };

  constructor(
    readonly seed: number,
    readonly routes: readonly string[],
  ) {
    for (const route of routes) this.perRoute.set(route, { cases: 0, statuses: new Map() });
  }

  noteReplacedImportUrl(): void {
    this.counts.importUrlsReplaced++;
  }

  add(result: CaseResult): void {
    this.counts.cases++;
    const route = this.perRoute.get(result.route) ?? { cases: 0, statuses: new Map<string, number>() };
    this.perRoute.set(result.route, route);
    route.cases++;
    const statusKey = String(result.status);
    route.statuses.set(statusKey, (route.statuses.get(statusKey) ?? 0) + 1);
    if ((result.status >= 200 && result.status < 300) || result.status === 101) this.counts.cases2xx++;
    if (!result.problem) return;
    if (result.problem === '5xx') this.counts.fiveXx++;
    if (result.problem === '4xx-not-json') this.counts.fourXxNotJson++;
    if (result.problem === 'no-answer') this.counts.noAnswer++;
    if (result.problem === 'socket-error') this.counts.socketErrors++;
    const key = `${result.route}|${result.kinds}|${result.problem}|${result.status}`;
    const group = this.groups.get(key) ?? { route: result.route, kinds: result.kinds, problem: result.problem, status: result.status, count: 0, samples: [] };
    this.groups.set(key, group);
    group.count++;
    if (group.samples.length < SAMPLES_PER_GROUP) group.samples.push(result);
  }

  get failures(): number {
    return [...this.groups.values()].reduce((sum, group) => sum + group.count, 0);
  }

  routesWithoutCases(): string[] {
    return [...this.perRoute].filter(([, route]) => route.cases === 0).map(([key]) => key);
  }

  summary(): FuzzSummary {
    const perRoute = Object.fromEntries([...this.perRoute].map(([key, route]) => [key, { cases: route.cases, statuses: Object.fromEntries(route.statuses) }]));
    return {
      seed: this.seed,
      casesRun: this.counts.cases,
      routesTotal: this.routes.length,
      routesCovered: [...this.perRoute.values()].filter((route) => route.cases > 0).length,
      routesWith2xx: [...this.perRoute.values()].filter((route) => [...route.statuses.keys()].some((s) => s.startsWith('2') || s === '101')).length,
      cases2xx: this.counts.cases2xx,
      fiveXx: this.counts.fiveXx,
      fourXxNotJson: this.counts.fourXxNotJson,
      noAnswer: this.counts.noAnswer,
      socketErrors: this.counts.socketErrors,
      importUrlsReplaced: this.counts.importUrlsReplaced,
      perRoute,
      groups: this.sortedGroups().map((group) => ({ route: group.route, kinds: group.kinds, problem: group.problem, status: group.status, count: group.count })),
    };
  }

  private sortedGroups(): Group[] {
    return [...this.groups.values()].sort((a, b) => a.route.localeCompare(b.route) || a.kinds.localeCompare(b.kinds) || a.status - b.status);
  }

  /** The failures as a readable list: one heading per route, one line per mutation kind and status, with samples. */
  formatFailures(): string {
    const lines: string[] = [];
    let route = '';
    for (const group of this.sortedGroups()) {
      if (group.route !== route) {
        route = group.route;
        lines.push('', `${route}`);
      }
      lines.push(`  ${group.kinds} -> ${group.problem} ${group.status || ''} (${group.count}×)`);
      for (const sample of group.samples) {
        lines.push(`      case #${sample.index} as ${sample.identity}: ${sample.description}`);
        lines.push(`        answered: ${sample.answer}`);
      }
    }
    return lines.join('\n');
  }

  formatTotals(): string {
    const s = this.summary();
    return [
      `seed ${s.seed}`,
      `routes covered: ${s.routesCovered}/${s.routesTotal} (${s.routesWith2xx} reached a 2xx)`,
      `cases run: ${s.casesRun} (${s.cases2xx} answered 2xx)`,
      `5xx seen: ${s.fiveXx}`,
      `4xx not JSON {message}: ${s.fourXxNotJson}`,
      `no answer: ${s.noAnswer}`,
      `live socket errors: ${s.socketErrors}`,
      `import URLs replaced by the network guard: ${s.importUrlsReplaced}`,
    ].join('\n');
  }
}
