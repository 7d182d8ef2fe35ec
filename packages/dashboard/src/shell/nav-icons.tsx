import { IconFrame, type IconProps } from '@wedding/ui';

/** Icons of the dashboard's navigation (24-unit grid, drawn in the current text colour). */
export const HomeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </IconFrame>
);
export const HeartIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 20s-7-4.4-9.2-8.7C1.3 8.1 3.2 4.5 6.8 4.5c2 0 3.4 1.1 5.2 3 1.8-1.9 3.2-3 5.2-3 3.6 0 5.5 3.6 4 6.8C19 15.6 12 20 12 20Z" />
  </IconFrame>
);
export const MailIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </IconFrame>
);
export const SendIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M21 3 10 14" />
    <path d="m21 3-7 18-4-7-7-4 18-7Z" />
  </IconFrame>
);
export const InboxIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6H3v-6l2.5-8Z" />
  </IconFrame>
);
export const UsersIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.7c2 .7 3.2 2.5 3.5 5.3" />
  </IconFrame>
);
export const ClipboardCheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4h6v3H9zM9 13l2 2 4-4" />
  </IconFrame>
);
export const KeyIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M16 7l3 3M14 9l2 2" />
  </IconFrame>
);
export const ImageIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 17-5-5-9 8" />
  </IconFrame>
);
export const TextIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </IconFrame>
);
export const CalendarIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </IconFrame>
);
export const MapPinIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </IconFrame>
);
export const PaletteIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 1.5-2.2-.6-1.3.3-2.8 1.8-2.8H18a3 3 0 0 0 3-3c0-5.5-4-10-9-10Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </IconFrame>
);
export const SlidersIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </IconFrame>
);
export const LayersIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </IconFrame>
);
export const ExternalLinkIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </IconFrame>
);
export const PencilIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
  </IconFrame>
);
export const LogOutIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4M6 12h10" />
  </IconFrame>
);
export const StarIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </IconFrame>
);
export const TrashIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </IconFrame>
);
export const LockIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="5" y="10" width="14" height="10" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </IconFrame>
);
export const LinkIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </IconFrame>
);
export const UserIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4.2 3.9-6.5 8-6.5s7.2 2.3 8 6.5" />
  </IconFrame>
);
export const SettingsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </IconFrame>
);
export const DownloadIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </IconFrame>
);
export const SparkleIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z" />
  </IconFrame>
);
export const TableIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4" />
  </IconFrame>
);
export const ActivityIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </IconFrame>
);
export const GiftIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-4-5-1.5S10 8 12 8Zm0 0c1.5-3 5-4 5-1.5S14 8 12 8Z" />
  </IconFrame>
);
