export { type ActivityActor, guestActor, memberActor } from './activity-actor.js';
export { customizationActivity } from './customization-activity.js';
export { listActivity } from './list-activity.js';
export {
  ACTIVITY_COALESCING_MS,
  type ActivityLine,
  recordActivity,
  recordCoalescedActivity,
} from './record-activity.js';
