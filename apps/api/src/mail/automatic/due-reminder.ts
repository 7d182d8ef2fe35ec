/** A reminder's moment: its lead time in days before the deadline. */
export const reminderDueAt = (deadline: Date, leadDays: number) =>
  new Date(deadline.getTime() - leadDays * 86_400_000);

/**
 * Which lead time to send now, and which to pass over: of the lead times whose moment has come (and whose deadline
 * has not passed) and that have not run, only the nearest to the deadline goes out; the earlier ones are passed over,
 * so a deadline set late brings one reminder, not several at once.
 */
export function dueReminder(
  deadline: Date,
  leadDays: readonly number[],
  alreadyRun: readonly number[],
  now: Date,
): { send: number; passOver: number[] } | undefined {
  if (now.getTime() > deadline.getTime()) return undefined;
  const due = leadDays
    .filter((days) => !alreadyRun.includes(days) && reminderDueAt(deadline, days).getTime() <= now.getTime())
    .sort((a, b) => a - b);
  const [send, ...passOver] = due;
  return send === undefined ? undefined : { send, passOver };
}
