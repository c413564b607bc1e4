/**
 * Priority grouping of the render sequence, kept pure so the
 * scheduler only deals with time.
 */

/** A usable priority: a finite number. Anything else joins the last group. */
export function finitePriority(priority: unknown): number | undefined {
  return typeof priority === 'number' && Number.isFinite(priority) ? priority : undefined;
}

/**
 * Groups items by ascending numeric priority; items without a finite priority
 * form one group after all the others. Order inside a group is input order,
 * and no group is ever empty.
 */
export function groupByPriority<T>(items: readonly T[], priorityOf: (item: T) => unknown): T[][] {
  const byPriority = new Map<number, T[]>();
  const unprioritised: T[] = [];
  for (const item of items) {
    const priority = finitePriority(priorityOf(item));
    if (priority === undefined) {
      unprioritised.push(item);
      continue;
    }
    const group = byPriority.get(priority);
    if (group) group.push(item);
    else byPriority.set(priority, [item]);
  }
  const groups = [...byPriority.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
  if (unprioritised.length > 0) groups.push(unprioritised);
  return groups;
}
