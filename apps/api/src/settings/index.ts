export { readServiceSettings, serviceSettingsUpdatedAt } from './read-service-settings.js';
