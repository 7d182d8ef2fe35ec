import type { Prisma } from '@wedding/db';

type MemberRow = Prisma.WeddingMemberGetPayload<{
  include: { user: { select: { id: true; username: true } } };
}>;

export const memberView = (member: MemberRow) => ({
  id: member.id,
  joinedAt: member.joinedAt.toISOString(),
  user: { id: member.user.id, username: member.user.username },
  role: member.role,
  side: member.side,
});
