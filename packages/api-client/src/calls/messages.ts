import { messageListResponseSchema, messageResponseSchema, type SendMessageRequest } from '@wedding/core';
import type { HttpClient } from '../http/http-client';

/** The couple's messages to staff (upgrade requests, questions) and the replies. */
export function messageCalls(http: HttpClient) {
  return {
    list: (signal?: AbortSignal) => http.get('/api/messages', messageListResponseSchema, { signal }),
    send: (body: SendMessageRequest) => http.post('/api/messages', messageResponseSchema, body),
  };
}
