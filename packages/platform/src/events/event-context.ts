/**
 * The request (or event) that caused a change, and the clock: what every service's event builders need to stamp
 * an event. One type for all of them, so a context made by one helper can be handed to any builder.
 */
export interface EventContext {
  correlationId: string;
  now(): Date;
}
