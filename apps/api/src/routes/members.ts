import { apiContract, isStaffRole } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import {
  currentUser,
  currentWedding,
  isId,
  memberRoleForbidden,
  memberRoute,
  weddingNotFound,
} from '../auth/middleware.js';
import type { AuthUser } from '../auth/types.js';
import type { AppDeps } from '../context.js';
import { memberView } from '../couple/member-view.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';

const memberNotFound = () => new HttpError(404, 'memberNotFound');
const lastOwnerRequired = () => new HttpError(409, 'lastOwnerRequired');

/** Serialises changes to a wedding's members, so two owners cannot demote or remove each other and leave none. */
const lockWedding = (tx: Prisma.TransactionClient, weddingId: string) =>
  tx.$queryRaw`SELECT id FROM weddings WHERE id = ${weddingId} FOR UPDATE`;

/**
 * Re-checked under the lock: an owner demoted or removed a moment ago may no longer manage members. Staff act
 * without a membership.
 */
async function assertStillOwner(tx: Prisma.TransactionClient, weddingId: string, actor: AuthUser) {
  if (isStaffRole(actor.role)) return;
  const membership = await tx.weddingMember.findUnique({
    where: { weddingId_userId: { weddingId, userId: actor.id } },
    select: { role: true },
  });
  if (!membership) throw weddingNotFound();
  if (membership.role !== 'owner') throw memberRoleForbidden();
}

export function registerMemberRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  router.get('/api/weddings/:weddingId/members', ...memberRoute(deps, 'read'), async (_req, res) => {
    const members = await prisma.weddingMember.findMany({
      where: { weddingId: currentWedding(res).id },
      include: { user: { select: { id: true, username: true } } },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
    });
    res.json({ members: members.map(memberView) });
  });

  /**
   * Removing members is the owner's (the role check runs first), leaving is every member's own; never the last
   * member, and never the last owner, so a wedding always keeps someone who can manage it.
   */
  router.delete(
    '/api/weddings/:weddingId/members/:userId',
    ...memberRoute(deps, 'manageMembers', { orSelf: 'userId' }),
    async (req, res) => {
      const weddingId = currentWedding(res).id;
      const userId = req.params.userId;
      if (!isId(userId)) throw memberNotFound();
      await prisma.$transaction(async (tx) => {
        await lockWedding(tx, weddingId);
        const actor = currentUser(res);
        if (userId !== actor.id) await assertStillOwner(tx, weddingId, actor);
        const target = await tx.weddingMember.findUnique({
          where: { weddingId_userId: { weddingId, userId } },
        });
        if (!target) throw memberNotFound();
        const count = await tx.weddingMember.count({ where: { weddingId } });
        if (count <= 1) throw new HttpError(409, 'lastMemberCannotBeRemoved');
        if (target.role === 'owner') {
          const owners = await tx.weddingMember.count({ where: { weddingId, role: 'owner' } });
          if (owners <= 1) throw lastOwnerRequired();
        }
        await tx.weddingMember.delete({ where: { id: target.id } });
        const removed = await tx.user.findUnique({
          where: { id: userId },
          select: { name: true, username: true },
        });
        const leaving = userId === actor.id;
        await recordActivity(tx, weddingId, memberActor(res), {
          action: leaving ? 'member.left' : 'member.removed',
          subject: leaving ? null : removed?.name?.trim() || removed?.username,
        });
      });
      res.status(204).end();
    },
  );

  /** The owner changes a member's role (and a side editor's side); the last owner cannot give up the role. */
  serveRoute(router, deps, apiContract.members.updateRole, async ({ params, body }, _req, res) => {
    const weddingId = currentWedding(res).id;
    const updated = await prisma.$transaction(async (tx) => {
      await lockWedding(tx, weddingId);
      await assertStillOwner(tx, weddingId, currentUser(res));
      const target = await tx.weddingMember.findUnique({
        where: { weddingId_userId: { weddingId, userId: params.userId } },
      });
      if (!target) throw memberNotFound();
      if (target.role === 'owner' && body.role !== 'owner') {
        const owners = await tx.weddingMember.count({ where: { weddingId, role: 'owner' } });
        if (owners <= 1) throw lastOwnerRequired();
      }
      const member = await tx.weddingMember.update({
        where: { id: target.id },
        data: { role: body.role, side: body.side },
        include: { user: { select: { id: true, username: true, name: true } } },
      });
      await recordActivity(tx, weddingId, memberActor(res), {
        action: 'member.roleChanged',
        subject: member.user.name?.trim() || member.user.username,
        detail: body.role,
      });
      return member;
    });
    return { member: memberView(updated) };
  });
}
