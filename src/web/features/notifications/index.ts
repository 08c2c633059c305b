/** The notifications feature as other features see it: the link to its settings. */
export { NotificationSettingsLink } from './NotificationSettingsLink';
