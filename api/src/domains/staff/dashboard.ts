import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, type Dashboard } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { dayRange } from '../../db/per-day';
import { status as remoteStatus } from '../../platform/remotes/service';
import { ACTIVE_MEMBER_DAYS, memberFigures, signupsBetween } from '../account/figures';
import { messagesPerDay } from '../chat/figures';
import { matchesPerDay } from '../likes/figures';
import { photoQueueSize } from '../media/moderation';
import { revenueFigures } from '../payments/figures';
import { reportedMemberCount } from '../safety/reports';
import { openComplaintCount } from '../support/complaint-queue';
import type { StaffPermission } from './permissions';

/** The asked range, or the last DASHBOARD_DEFAULT_DAYS days; refused when backwards or too long. */
export const dashboardRange = (asked: { from?: string; until?: string }, now = new Date()) =>
  dayRange(asked, { defaultDays: DASHBOARD_DEFAULT_DAYS, maxDays: DASHBOARD_MAX_DAYS }, now);

/**
 * The dashboard (issue 28 §4): each domain's figures for the range, only those the staff
 * member's role may see (owners everything; finance the money; moderators and support their
 * queues). Each domain counts its own rows; this only puts them together.
 */
export async function dashboard(
  db: Db,
  permissions: ReadonlySet<StaffPermission>,
  asked: { from?: string; until?: string },
  now = new Date(),
): Promise<Dashboard> {
  const days = dashboardRange(asked, now);
  const from = days[0]!;
  const until = days.at(-1)!;
  const may = (permission: StaffPermission) => permissions.has(permission);
  const owner = may('dashboard.read');
  const when = <T>(allowed: boolean, figures: () => Promise<T>) =>
    allowed ? figures() : Promise.resolve(null);
  const [members, messages, matches, revenue, signups, reported, photos, complaints, remotes] =
    await Promise.all([
      when(owner, () => memberFigures(db, days, now)),
      when(owner, () => messagesPerDay(db, days)),
      when(owner, () => matchesPerDay(db, days)),
      when(may('orders.read'), () => revenueFigures(db, days)),
      when(may('orders.read'), () => signupsBetween(db, from, until)),
      when(may('reports.handle'), () => reportedMemberCount(db)),
      when(may('photos.moderate'), () => photoQueueSize(db)),
      when(may('complaints.answer'), () => openComplaintCount(db)),
      when(owner, () => remoteStatus(db)),
    ]);
  return {
    from,
    until,
    days,
    members: members && { ...members, active_days: ACTIVE_MEMBER_DAYS },
    activity: messages && matches && { messages, matches },
    revenue: revenue && {
      currencies: revenue.currencies,
      first_purchase: { signups: signups ?? 0, buyers: revenue.first_buyers },
    },
    queues: { reported_members: reported, photos, complaints },
    remotes:
      remotes &&
      remotes.map((remote) => ({
        remote: remote.remote,
        stable: remote.stable,
        candidate: remote.candidate,
        percent: remote.percent,
        stable_loads: remote.health.stable?.loads ?? 0,
        stable_failures: remote.health.stable?.failures ?? 0,
        candidate_loads: remote.health.candidate?.loads ?? 0,
        candidate_failures: remote.health.candidate?.failures ?? 0,
      })),
  };
}
