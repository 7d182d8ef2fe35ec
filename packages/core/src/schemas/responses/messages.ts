import { z } from 'zod';
import { MESSAGE_KINDS } from '../requests/messages';
import { isoTimestampSchema } from './iso-timestamp';

/** A staff answer to a couple's message. */
export const messageReplyViewSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: isoTimestampSchema,
  authorName: z.string().nullable(),
});
export type MessageReplyView = z.infer<typeof messageReplyViewSchema>;

/** A couple's message to staff with the replies, oldest reply first; `readAt` is when staff opened it. */
export const messageViewSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string(),
  weddingId: z.string().nullable(),
  sender: z.object({ id: z.string(), username: z.string() }),
  createdAt: isoTimestampSchema,
  readAt: isoTimestampSchema.nullable(),
  replies: z.array(messageReplyViewSchema),
});
export type MessageView = z.infer<typeof messageViewSchema>;
export const messageListResponseSchema = z.object({ messages: z.array(messageViewSchema) });
export const messageResponseSchema = z.object({ message: messageViewSchema });
