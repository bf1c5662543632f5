import { createEvent } from '../events/create-event';
import { outboxUpdate, toOutboxEntry } from './outbox-entry';

describe('outbox entries', () => {
  it('when an event is put in an outbox, then it keeps the topic, key and the whole envelope', () => {
    const event = createEvent(
      'MealUpserted',
      { mealId: 'm1' },
      { producer: 'catalogue', correlationId: 'r1' },
    );
    const entry = toOutboxEntry('catalogue.meals.v1', 'm1', event);
    expect(entry).toMatchObject({
      eventId: event.eventId,
      topic: 'catalogue.meals.v1',
      key: 'm1',
      type: 'MealUpserted',
    });
    expect(JSON.parse(entry.payload)).toEqual(event);
  });

  it('when events are added to a document, then the update pushes them in order and flags the document', () => {
    const events = ['A', 'B'].map((type) =>
      toOutboxEntry('t', 'k', createEvent(type, {}, { producer: 'p', correlationId: 'c' })),
    );
    expect(outboxUpdate(events)).toEqual({
      $set: { outboxPending: true },
      $push: { outbox: { $each: events } },
    });
  });

  it('when an event is created, then its envelope carries id, time, producer and correlation', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const event = createEvent(
      'OrderPlaced',
      { orderId: 'o1' },
      { producer: 'ordering', correlationId: 'req-9', now: () => now },
    );
    expect(event).toMatchObject({
      type: 'OrderPlaced',
      version: 1,
      occurredAt: now.toISOString(),
      producer: 'ordering',
      correlationId: 'req-9',
    });
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
