export {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTIONS_BY_AREA,
  ACTIVITY_ACTOR_KINDS,
  ACTIVITY_AREAS,
  type ActivityAction,
  type ActivityActorKind,
  type ActivityArea,
  activityArea,
} from './activity-actions';
