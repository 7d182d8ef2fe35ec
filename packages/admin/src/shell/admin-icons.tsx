import { navIcons } from '@wedding/dashboard';
import { IconFrame, type IconProps, PlusIcon } from '@wedding/ui';
import type { ReactNode } from 'react';
import type { AdminPageId } from './admin-pages';

/** Icons only the admin area needs (24-unit grid, current text colour, like the dashboard's). */
const ChartIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 20V4M4 20h16" />
    <path d="m7 15 4-4 3 3 5-6" />
  </IconFrame>
);
const DatabaseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
  </IconFrame>
);
const UploadIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </IconFrame>
);

/** An envelope leaving: the outbox (the envelope alone is the couples' messages). */
const OutboxIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M14 5H4a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-6" />
    <path d="m3 7 8 6 4-3" />
    <path d="M17 3h4v4M21 3l-5 5" />
  </IconFrame>
);

/** The sidebar's icon for each admin page (collapsed to icons, they are all that shows). */
export const ADMIN_PAGE_ICONS: Record<AdminPageId, ReactNode> = {
  overview: <navIcons.HomeIcon />,
  analytics: <ChartIcon />,
  calendar: <navIcons.CalendarIcon />,
  weddings: <navIcons.HeartIcon />,
  newWedding: <navIcons.SparkleIcon />,
  customers: <navIcons.UsersIcon />,
  newCustomer: <navIcons.UserIcon />,
  messages: <navIcons.MailIcon />,
  gallery: <navIcons.ImageIcon />,
  upload: <UploadIcon />,
  albums: <navIcons.LayersIcon />,
  locations: <navIcons.MapPinIcon />,
  newLocation: <PlusIcon />,
  audit: <navIcons.ClipboardCheckIcon />,
  outbox: <OutboxIcon />,
  database: <DatabaseIcon />,
  settings: <navIcons.SettingsIcon />,
};
