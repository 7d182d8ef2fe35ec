import { z } from 'zod';
import { entityIdSchema } from '../primitives/entity-id';

/** What a couple can write to staff: a request for premium, or any other question. */
export const MESSAGE_KINDS = ['upgrade_request', 'contact'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_BODY_MAX_LENGTH = 2_000;

/**
 * POST /api/messages: a message to staff about one of the sender's weddings (an upgrade request always names
 * it); the body is optional for an upgrade request ("please upgrade" says it all) and required otherwise.
 */
export const sendMessageRequestSchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS, { error: 'validation.invalidOption' }),
    weddingId: entityIdSchema.optional(),
    body: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(MESSAGE_BODY_MAX_LENGTH, 'validation.tooLong')
      .default(''),
  })
  .superRefine((message, context) => {
    if (message.kind === 'upgrade_request' && !message.weddingId) {
      context.addIssue({ code: 'custom', message: 'validation.required', path: ['weddingId'] });
    }
    if (message.kind === 'contact' && message.body === '') {
      context.addIssue({ code: 'custom', message: 'message.bodyRequired', path: ['body'] });
    }
  });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** The upgrade page's note to staff (optional). */
export const upgradeRequestFormSchema = z.object({
  body: z.string().trim().max(MESSAGE_BODY_MAX_LENGTH, 'validation.tooLong'),
});
export type UpgradeRequestForm = z.infer<typeof upgradeRequestFormSchema>;
