import { z } from 'zod';

/** Any zod 4 schema, classic or zod/mini (core writes the RSVP rules with mini for the browser's sake). */
export type AnySchema = z.core.$ZodType;

/**
 * zod 4 still runs a text's length checks on a value that is no text, reading its `length`: an object whose `length`
 * cannot become a number (`{"length": {"toString": null}}`) makes zod throw a TypeError. Such input is malformed,
 * so it is refused like any other (null here), never answered as a server fault.
 */
export function safeParseInput<S extends AnySchema>(schema: S, input: unknown) {
  try {
    return z.safeParse(schema, input);
  } catch (failure) {
    if (failure instanceof TypeError) return null;
    throw failure;
  }
}
