// The admin area (docs/requirements.md B2): staff screens the dashboard app mounts under /admin.

export { adminKeys, adminQueries } from './data/admin-queries';
export { type AdminText, adminText, useAdminText } from './i18n/admin-text';
export { loadAdminLocale } from './i18n/load-admin-locale';
// Analytics.
export { AnalyticsScreen } from './screens/analytics/AnalyticsScreen';
export { AnalyticsView } from './screens/analytics/AnalyticsView';
export { type AnalyticsSearch, analyticsSearchSchema } from './screens/analytics/analytics-search';
// System.
export { AuditScreen } from './screens/audit/AuditScreen';
export { AuditView } from './screens/audit/AuditView';
export { type AuditSearch, auditSearchSchema } from './screens/audit/audit-search';
// Customers.
export { CustomerDetailScreen } from './screens/customers/CustomerDetailScreen';
export { CustomerDetailView } from './screens/customers/CustomerDetailView';
export { CustomersListScreen } from './screens/customers/CustomersListScreen';
export { CustomersListView } from './screens/customers/CustomersListView';
export { loadAdminCustomer } from './screens/customers/customer-detail.loader';
export { type CustomersSearch, customersSearchSchema } from './screens/customers/customers-search';
export { NewCustomerScreen } from './screens/customers/NewCustomerScreen';
export { NewCustomerView } from './screens/customers/NewCustomerView';
export { DatabaseScreen } from './screens/database/DatabaseScreen';
export { DatabaseView } from './screens/database/DatabaseView';
export { loadAdminDatabase } from './screens/database/database.loader';
// Gallery.
export { AlbumsScreen } from './screens/gallery/AlbumsScreen';
export { AlbumsView } from './screens/gallery/AlbumsView';
export { type GallerySearch, gallerySearchSchema } from './screens/gallery/gallery-search';
export { ModerationScreen } from './screens/gallery/ModerationScreen';
export { ModerationView } from './screens/gallery/ModerationView';
export { UploadScreen } from './screens/gallery/UploadScreen';
export { UploadView } from './screens/gallery/UploadView';
// Locations.
export { LocationsListScreen } from './screens/locations/LocationsListScreen';
export { LocationsListView } from './screens/locations/LocationsListView';
export { type LocationsSearch, locationsSearchSchema } from './screens/locations/locations-search';
export { NewLocationScreen } from './screens/locations/NewLocationScreen';
export { NewLocationView } from './screens/locations/NewLocationView';
// Messages.
export { MessagesScreen } from './screens/messages/MessagesScreen';
export { MessagesView } from './screens/messages/MessagesView';
export { type MessagesSearch, messagesSearchSchema } from './screens/messages/messages-search';
// Outbox.
export { OutboxScreen } from './screens/outbox/OutboxScreen';
export { OutboxView, type OutboxViewProps } from './screens/outbox/OutboxView';
export { type OutboxSearch, outboxSearchSchema } from './screens/outbox/outbox-search';
// Overview.
export { AdminOverviewScreen } from './screens/overview/AdminOverviewScreen';
export { AdminOverviewView, type AdminOverviewViewProps } from './screens/overview/AdminOverviewView';
export { loadAdminOverview } from './screens/overview/admin-overview.loader';
export { SettingsScreen } from './screens/settings/SettingsScreen';
export { SettingsView } from './screens/settings/SettingsView';
export { loadAdminSettings } from './screens/settings/settings.loader';
// Weddings.
export { CalendarScreen } from './screens/weddings/CalendarScreen';
export { CalendarView } from './screens/weddings/CalendarView';
export { calendarSearchSchema } from './screens/weddings/calendar-search';
export { NewWeddingScreen } from './screens/weddings/NewWeddingScreen';
export { NewWeddingView, type NewWeddingViewProps } from './screens/weddings/NewWeddingView';
export { WeddingDetailScreen } from './screens/weddings/WeddingDetailScreen';
export { WeddingDetailView } from './screens/weddings/WeddingDetailView';
export { WeddingsListScreen } from './screens/weddings/WeddingsListScreen';
export { WeddingsListView, type WeddingsListViewProps } from './screens/weddings/WeddingsListView';
export { loadAdminWedding } from './screens/weddings/wedding-detail.loader';
export { type WeddingsSearch, weddingsSearchSchema } from './screens/weddings/weddings-search';
// Shell.
export { AdminShell } from './shell/AdminShell';
export { AdminShellView, type AdminShellViewProps } from './shell/AdminShellView';
export { ADMIN_GROUPS, ADMIN_PAGES, type AdminPageId, adminSidebarGroups } from './shell/admin-pages';
export { NotAllowedScreen } from './shell/NotAllowedScreen';
