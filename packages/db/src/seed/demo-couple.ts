export const DEMO_COUPLE = { brideName: 'Anna', groomName: 'Ben' } as const;
export const DEMO_SLUG = 'anna-und-ben';
export const DEMO_USERNAME = 'demo';
export const ADMIN_USERNAME = 'admin';
