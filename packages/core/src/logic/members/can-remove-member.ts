/**
 * docs/requirements.md A2 and A6: the remove button shows only with the removal permission and more than one member.
 */
export function canRemoveMember(hasRemovePermission: boolean, memberCount: number): boolean {
  return hasRemovePermission && memberCount > 1;
}
