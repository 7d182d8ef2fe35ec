/** Every cache entry of the dashboard, by what it holds; a wedding's parts live under its key so one call clears them. */
export const queryKeys = {
  me: ['me'] as const,
  demoSite: ['demo-site'] as const,
  weddings: ['weddings'] as const,
  wedding: (weddingId: string) => ['weddings', weddingId] as const,
  recentRsvps: (weddingId: string) => ['weddings', weddingId, 'rsvps', 'recent'] as const,
  slugChecks: ['slug-check'] as const,
  slugCheck: (slug: string) => ['slug-check', slug] as const,
  siteContent: (weddingId: string) => ['weddings', weddingId, 'content'] as const,
  schedule: (weddingId: string) => ['weddings', weddingId, 'schedule'] as const,
  accommodations: (weddingId: string) => ['weddings', weddingId, 'accommodations'] as const,
  locations: (weddingId: string) => ['weddings', weddingId, 'locations'] as const,
  members: (weddingId: string) => ['weddings', weddingId, 'members'] as const,
  invitations: (weddingId: string) => ['weddings', weddingId, 'invitations'] as const,
  /** The signed-in user's own passkeys and messages: dropped with the rest of the cache at every sign-in. */
  passkeys: ['account', 'passkeys'] as const,
  messages: ['account', 'messages'] as const,
  invitationPreview: (token: string) => ['invitation', token] as const,
};
