/** Notifications: the one creation path (with its live event and e-mail), and the job that sends the e-mails. */
export { createNotification, notificationCreatedEvent, notificationCtes, type NewNotification } from './create';
export { notificationDeliveryJob } from './delivery-job';
export { renameNotificationsAbout } from './rename';
