import { apiContract } from '@wedding/core';
import { accountCalls } from './calls/account';
import { adminCalls } from './calls/admin';
import { authCalls } from './calls/auth';
import { galleryCalls } from './calls/gallery';
import { guestCalls, rsvpDeskCalls } from './calls/guests';
import { invitationCalls } from './calls/invitations';
import { locationCalls } from './calls/locations';
import { memberCalls } from './calls/members';
import { messageCalls } from './calls/messages';
import { passkeyCalls } from './calls/passkeys';
import { publicCalls } from './calls/public';
import { siteContentCalls } from './calls/site-content';
import { themeStudioCalls } from './calls/theme-studio';
import { weddingCalls } from './calls/weddings';
import { contractCalls } from './http/contract-calls';
import { createHttpClient, type HttpClientOptions } from './http/http-client';

/**
 * The wedding API as one typed object: each call of docs/requirements.md A7 and B7 (and the routes the product added)
 * is written once here and used by every front end. Answers are parsed with @wedding/core's schemas; failures are
 * ApiErrors carrying the message key to show.
 */
export function createApiClient(options: HttpClientOptions = {}) {
  const http = createHttpClient(options);
  return {
    http,
    auth: authCalls(http),
    weddings: weddingCalls(http),
    // Listing and removal written by hand; the role change from the contract (members.updateRole).
    members: { ...memberCalls(http), ...contractCalls(http, apiContract.members) },
    locations: locationCalls(http),
    public: publicCalls(http),
    guests: guestCalls(http),
    rsvpDesk: rsvpDeskCalls(http),
    siteContent: siteContentCalls(http),
    account: accountCalls(http),
    passkeys: passkeyCalls(http),
    invitations: invitationCalls(http),
    messages: messageCalls(http),
    admin: adminCalls(http),
    // Theme studio: gallery and backgrounds, saved theme versions and theme timing analytics.
    gallery: galleryCalls(http),
    themeStudio: themeStudioCalls(http),
    // Endpoints of @wedding/core's contract: each call derived from its declaration.
    households: contractCalls(http, apiContract.households),
    events: contractCalls(http, apiContract.events),
    gifts: contractCalls(http, apiContract.gifts),
    print: contractCalls(http, apiContract.print),
    seating: contractCalls(http, apiContract.seating),
    mail: contractCalls(http, apiContract.mail),
    activity: contractCalls(http, apiContract.activity),
    accountEmail: contractCalls(http, apiContract.account),
    unsubscribe: contractCalls(http, apiContract.public),
    staff: contractCalls(http, apiContract.admin),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
