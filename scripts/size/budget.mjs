// The first-visit budget of docs/architecture.md "Budgets": each page's HTML + JavaScript + CSS, in the window that loads more.

/** `visits`: {route, viewport, totalBytes}; `budget`: {hardKb}. Answers one line per page over the hard budget. */
export function visitBudgetMisses(visits, budget) {
  const largest = new Map();
  for (const visit of visits) {
    if (!largest.has(visit.route) || largest.get(visit.route).totalBytes < visit.totalBytes) largest.set(visit.route, visit);
  }
  return [...largest.values()]
    .filter((visit) => visit.totalBytes > budget.hardKb * 1024)
    .map((visit) => `${visit.route} (${visit.viewport}): ${(visit.totalBytes / 1024).toFixed(1)} KB of HTML + JavaScript + CSS on a first visit (at most ${budget.hardKb} KB)`);
}
