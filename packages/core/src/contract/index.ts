import {
  confirmPasswordReset,
  readUnsubscribe,
  requestEmailVerification,
  requestPasswordReset,
  sendCustomerPasswordReset,
  unsubscribe,
  verifyEmail,
} from './accounts';
import { listActivity } from './activity';
import { checkAllowedDomain, updateCustomDomain } from './domains';
import { catererCsv, catererXlsx, readEventSummary } from './events';
import { createGift, deleteGift, giftsCsv, giftsXlsx, listGifts, updateGift } from './gifts';
import {
  listAllOutbox,
  listOutbox,
  previewBulkMail,
  readAnyOutboxMessage,
  readMailSettings,
  readOutboxMessage,
  retryOutbox,
  retryOutboxMessage,
  sendBulkMail,
  updateMailSettings,
} from './mail';
import { updateMemberRole } from './members';
import {
  householdQrCode,
  listHouseholds,
  printCards,
  printQrSheet,
  renewHouseholdLink,
  setHouseholdLocale,
  siteQrCode,
} from './outreach';
import {
  addSeatingNote,
  changeSeats,
  createSeatingTable,
  deleteSeatingNote,
  deleteSeatingTable,
  printEscortList,
  printPlaceCards,
  printSeatingChart,
  readSeatingPlan,
  setSeatingChild,
  updateSeatingTable,
} from './seating';
import { patchWedding } from './weddings';

export { contractProcedures } from './contract-procedures';
export {
  type AnyContractProcedure,
  FILE_CONTENT_TYPES,
  type FileContentType,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteAnswer,
  type RouteAnswerInput,
  type RouteInput,
  type RouteMeta,
  type RouteParsedInput,
  route,
} from './route';
export { weddingParamsSchema } from './weddings';

/**
 * Every endpoint declared here once: the API serves each with its parsing and access rule, the typed client calls
 * it, and the OpenAPI document publishes it, all from this object (docs/architecture.md).
 */
export const apiContract = {
  weddings: { patch: patchWedding, updateCustomDomain },
  domains: { allowed: checkAllowedDomain },
  members: { updateRole: updateMemberRole },
  activity: { list: listActivity },
  events: { summary: readEventSummary, catererCsv, catererXlsx },
  gifts: {
    list: listGifts,
    create: createGift,
    update: updateGift,
    remove: deleteGift,
    csv: giftsCsv,
    xlsx: giftsXlsx,
  },
  households: {
    list: listHouseholds,
    renewLink: renewHouseholdLink,
    setLocale: setHouseholdLocale,
    qrCode: householdQrCode,
  },
  print: { siteQrCode, cards: printCards, qrSheet: printQrSheet },
  seating: {
    read: readSeatingPlan,
    createTable: createSeatingTable,
    updateTable: updateSeatingTable,
    deleteTable: deleteSeatingTable,
    changeSeats,
    addNote: addSeatingNote,
    deleteNote: deleteSeatingNote,
    setChild: setSeatingChild,
    chart: printSeatingChart,
    escortList: printEscortList,
    placeCards: printPlaceCards,
  },
  mail: {
    preview: previewBulkMail,
    send: sendBulkMail,
    settings: readMailSettings,
    updateSettings: updateMailSettings,
    outbox: listOutbox,
    outboxMessage: readOutboxMessage,
    retry: retryOutbox,
    retryMessage: retryOutboxMessage,
  },
  account: {
    requestEmailVerification,
    verifyEmail,
    requestPasswordReset,
    confirmPasswordReset,
  },
  public: { readUnsubscribe, unsubscribe },
  admin: { outbox: listAllOutbox, outboxMessage: readAnyOutboxMessage, sendCustomerPasswordReset },
};
