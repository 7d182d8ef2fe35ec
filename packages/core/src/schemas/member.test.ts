import { describe, expect, it } from 'vitest';
import { accessUserSchema, membersResponseSchema } from './member';

describe('GET members {members[]{id, joinedAt, user{id, username}}} (docs/requirements.md A7)', () => {
  it('reads members with their join date', () => {
    const { members } = membersResponseSchema.parse({
      members: [{ id: 'm1', joinedAt: '2026-03-01T10:00:00.000Z', user: { id: 'u1', username: 'anna' } }],
    });
    expect(members[0]?.joinedAt).toBeInstanceOf(Date);
    expect(members[0]?.user.username).toBe('anna');
  });

  it('needs the user of each member', () => {
    expect(membersResponseSchema.safeParse({ members: [{ id: 'm1', joinedAt: '2026-03-01' }] }).success).toBe(
      false,
    );
  });
});

describe('access user {userId, username, isCurrentUser, joinedAt} (docs/requirements.md A3)', () => {
  it('reads an access user', () => {
    expect(
      accessUserSchema.parse({ userId: 'u1', username: 'anna', isCurrentUser: true, joinedAt: '2026-03-01' })
        .isCurrentUser,
    ).toBe(true);
  });
});
