import { isStaffRole } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import {
  currentUser,
  currentWedding,
  isId,
  requireMembership,
  requireUser,
  weddingNotFound,
} from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';

type MemberRow = Prisma.WeddingMemberGetPayload<{
  include: { user: { select: { id: true; username: true } } };
}>;

export const memberView = (member: MemberRow) => ({
  id: member.id,
  joinedAt: member.joinedAt.toISOString(),
  user: { id: member.user.id, username: member.user.username },
});

export function registerMemberRoutes(router: Router, deps: AppDeps): void {
  const member = [requireUser, requireMembership(deps)];
  const { prisma } = deps;

  router.get('/api/weddings/:weddingId/members', ...member, async (_req, res) => {
    const members = await prisma.weddingMember.findMany({
      where: { weddingId: currentWedding(res).id },
      include: { user: { select: { id: true, username: true } } },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
    });
    res.json({ members: members.map(memberView) });
  });

  /**
   * Removal permission = membership of the wedding (spec: all listed members are removable), but never the
   * last member: a wedding always keeps someone who can manage it.
   */
  router.delete('/api/weddings/:weddingId/members/:userId', ...member, async (req, res) => {
    const weddingId = currentWedding(res).id;
    const userId = req.params.userId;
    if (!isId(userId)) throw new HttpError(404, 'memberNotFound');
    await prisma.$transaction(async (tx) => {
      // Serialises concurrent removals, so two members cannot remove each other and leave none.
      await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${weddingId} FOR UPDATE`;
      // Re-checked under the lock: a member removed a moment ago may no longer remove others.
      const actor = currentUser(res);
      if (!isStaffRole(actor.role)) {
        const stillMember = await tx.weddingMember.findUnique({
          where: { weddingId_userId: { weddingId, userId: actor.id } },
        });
        if (!stillMember) throw weddingNotFound();
      }
      const target = await tx.weddingMember.findUnique({
        where: { weddingId_userId: { weddingId, userId } },
      });
      if (!target) throw new HttpError(404, 'memberNotFound');
      const count = await tx.weddingMember.count({ where: { weddingId } });
      if (count <= 1) throw new HttpError(409, 'lastMemberCannotBeRemoved');
      await tx.weddingMember.delete({ where: { id: target.id } });
    });
    res.status(204).end();
  });
}
