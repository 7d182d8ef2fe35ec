export type { AnswerableEvent, EventAnswerProblem } from './event-answer-problems';
export { eventAnswerProblems } from './event-answer-problems';
export type { EventAudience, EventInvitation, InvitedHousehold } from './event-invitation';
export { EVENT_AUDIENCES, invitedEventIds, isHouseholdInvitedToEvent } from './event-invitation';
export { answerNameKey, listEntriesOfAnswer } from './list-entries-of-answer';
export type { MealText, MealTexts } from './meal-option-texts';
export { fallbackMealText, mealOptionTexts, mealTextFor } from './meal-option-texts';
export type { EventAnswerSource, PersonEventAnswer, ResolvedEventAnswer } from './resolve-event-answers';
export { eventHeadCounts, resolveEventAnswers } from './resolve-event-answers';
