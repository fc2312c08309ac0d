import { sql, type SQL } from 'drizzle-orm';
import { daysBetween } from '@contract/occasion';
import { occasions } from '../../db/schema';

/**
 * Which occasions may next fall between `from` and `last` (counted from `today`), as a condition on
 * the `occasions` table: a coarse test the statement can make, which nextOccurrence (contract/occasion.ts)
 * then settles in JS. A one-off or a yearly occasion not yet begun falls on its date; a yearly one
 * already begun is let through by its month and day, and a 29 February always (it falls on the 28th in
 * other years). A window of a year or more lets every yearly one through.
 */
export function mayFallBetween(today: string, from: string, last: string): SQL {
  const onItsDate = sql`${occasions.date} between ${from}::date and ${last}::date`;
  if (daysBetween(from, last) >= 365) return sql`(${onItsDate} or (${occasions.yearly} and ${occasions.date} <= ${today}::date))`;
  const monthDay = sql`to_char(${occasions.date}, 'MM-DD')`;
  const [start, end] = [from.slice(5), last.slice(5)];
  const within = start <= end ? sql`${monthDay} between ${start} and ${end}` : sql`(${monthDay} >= ${start} or ${monthDay} <= ${end})`;
  return sql`(${onItsDate} or (${occasions.yearly} and ${occasions.date} <= ${today}::date and (${within} or ${monthDay} = '02-29')))`;
}
