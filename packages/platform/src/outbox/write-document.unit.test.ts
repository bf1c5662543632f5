import { HttpProblem, conflict } from '../http/http-problem';
import type { KeyedLock } from '../concurrency/keyed-lock';
import type { OutboxEntry } from './outbox-entry';
import { writeDocument, type DocumentCollection, type WriteDocumentOptions } from './write-document';

interface Box {
  _id: string;
  version: number;
  updatedAt: Date;
  meals: number;
  appliedEventIds?: string[];
}

const at = new Date('2026-01-05T10:00:00Z');
const later = new Date('2026-01-05T10:00:01Z');
const event = (eventId: string): OutboxEntry => ({
  eventId,
  topic: 't',
  key: 'box-1',
  type: 'BoxChanged',
  payload: '{}',
});

/** One stored document and the calls made to it; `raceOnce` makes another writer win the next update. */
function fakeCollection(stored: Box | null) {
  const state = {
    stored,
    reads: 0,
    updates: [] as { filter: Record<string, unknown>; update: Record<string, unknown> }[],
  };
  let racesLeft = 0;
  const collection: DocumentCollection = {
    collection: { collectionName: 'boxes' },
    findById: () => ({
      select: () => ({
        lean: async () => {
          state.reads++;
          return state.stored && { ...state.stored };
        },
      }),
    }),
    updateOne: async (filter, update) => {
      const record = { filter: filter as Record<string, unknown>, update: update as Record<string, unknown> };
      state.updates.push(record);
      if (racesLeft > 0 && state.stored) {
        racesLeft--;
        state.stored = { ...state.stored, version: state.stored.version + 1 };
      }
      const matched = state.stored !== null && record.filter.version === state.stored.version;
      if (matched && state.stored) {
        const set = record.update.$set as Partial<Box>;
        state.stored = { ...state.stored, ...set };
      }
      return { matchedCount: matched ? 1 : 0 };
    },
  };
  return { collection, state, raceNext: (times: number) => (racesLeft = times) };
}

/** A lock that records whether the collection is touched only while it is held. */
function recordingLock() {
  const log: string[] = [];
  const lock: KeyedLock = async (key, task) => {
    log.push(`take ${key}`);
    try {
      return await task();
    } finally {
      log.push(`release ${key}`);
    }
  };
  return { lock, log };
}

function options(
  collection: DocumentCollection,
  overrides: Partial<WriteDocumentOptions<Box, string>> = {},
): WriteDocumentOptions<Box, string> & { announced: unknown[] } {
  const announced: unknown[] = [];
  return {
    model: collection,
    id: 'box-1',
    lock: recordingLock().lock,
    versionField: 'version',
    decide: (current) => ({
      change: { set: { meals: (current?.meals ?? 0) + 1 }, events: [event('e1')] },
      outcome: 'added',
    }),
    now: () => later,
    announce: (id) => {
      announced.push(id);
    },
    conflictMessage: 'The box was changed at the same time elsewhere.',
    announced,
    ...overrides,
  };
}

const aBox = (): Box => ({ _id: 'box-1', version: 4, updatedAt: at, meals: 2 });

describe('writeDocument', () => {
  it('when decide answers a change, then it is written with its events in one update guarded by the version read', async () => {
    const { collection, state } = fakeCollection(aBox());
    const result = await writeDocument(options(collection));
    expect(state.updates).toEqual([
      {
        filter: { _id: 'box-1', version: 4 },
        update: {
          $set: { meals: 3, version: 5, updatedAt: later, outboxPending: true },
          $push: { outbox: { $each: [event('e1')] } },
        },
      },
    ]);
    expect(result).toEqual({
      status: 'written',
      document: { _id: 'box-1', version: 5, updatedAt: later, meals: 3 },
      outcome: 'added',
    });
  });

  it('when another writer wins the first update, then it reads again, decides again and writes on the new version', async () => {
    const { collection, state, raceNext } = fakeCollection(aBox());
    raceNext(1);
    const seen: number[] = [];
    const result = await writeDocument(
      options(collection, {
        decide: (current) => {
          seen.push(current?.version ?? -1);
          return { change: { set: { meals: 9 }, events: [] }, outcome: 'set' };
        },
      }),
    );
    expect(seen).toEqual([4, 5]);
    expect(state.updates.map((call) => call.filter.version)).toEqual([4, 5]);
    expect(result.status).toBe('written');
    expect(state.stored?.version).toBe(6);
  });

  it('when other writers win every attempt, then it answers a 409 with the given message', async () => {
    const { collection, state, raceNext } = fakeCollection(aBox());
    raceNext(10);
    const write = writeDocument(options(collection, { maxAttempts: 3 }));
    await expect(write).rejects.toEqual(conflict('The box was changed at the same time elsewhere.'));
    expect(state.updates).toHaveLength(3);
  });

  it('when decide answers nothing to do, then nothing is written and the relay is not told', async () => {
    const { collection, state } = fakeCollection(aBox());
    const run = options(collection, { decide: () => ({ outcome: 'as it was' }) });
    const result = await writeDocument(run);
    expect(state.updates).toEqual([]);
    expect(run.announced).toEqual([]);
    expect(result).toEqual({ status: 'unchanged', document: aBox(), outcome: 'as it was' });
  });

  it('when decide refuses, then the refusal reaches the caller and nothing is written', async () => {
    const { collection, state } = fakeCollection(aBox());
    const refusal = conflict('The box is locked.');
    const run = options(collection, {
      decide: () => {
        throw refusal;
      },
    });
    await expect(writeDocument(run)).rejects.toBeInstanceOf(HttpProblem);
    expect(state.updates).toEqual([]);
    expect(run.announced).toEqual([]);
  });

  it('when a write carries events, then the relay is told once, after a retried write too', async () => {
    const { collection, raceNext } = fakeCollection(aBox());
    raceNext(1);
    const run = options(collection);
    await writeDocument(run);
    expect(run.announced).toEqual(['box-1']);
  });

  it('when decide is asked, then it gets the time that the write stamps as updatedAt', async () => {
    const { collection, state } = fakeCollection(aBox());
    const times = [later, new Date('2026-01-05T10:00:02Z')];
    const seen: Date[] = [];
    await writeDocument(
      options(collection, {
        now: () => times.shift() ?? at,
        decide: (_current, when) => {
          seen.push(when);
          return { change: { set: { meals: 1 }, events: [] }, outcome: 'x' };
        },
      }),
    );
    expect(seen).toEqual([later]);
    expect(state.stored?.updatedAt).toEqual(later);
  });

  it('when a write carries no events, then it writes no outbox operators and does not tell the relay', async () => {
    const { collection, state } = fakeCollection(aBox());
    const run = options(collection, {
      decide: () => ({ change: { set: { meals: 1 }, events: [] }, outcome: 'x' }),
    });
    await writeDocument(run);
    expect(state.updates[0]?.update).toEqual({ $set: { meals: 1, version: 5, updatedAt: later } });
    expect(run.announced).toEqual([]);
  });

  it('when the change appends to a list, then its push goes in the same update as the outbox', async () => {
    const { collection, state } = fakeCollection(aBox());
    const run = options(collection, {
      decide: () => ({ change: { set: {}, events: [event('e2')], push: { notes: 'packed' } }, outcome: 'x' }),
    });
    await writeDocument(run);
    expect(state.updates[0]?.update.$push).toEqual({ notes: 'packed', outbox: { $each: [event('e2')] } });
  });

  it('when the change names conditions, then the filter carries them beside the id and version read, which they cannot replace', async () => {
    const { collection, state } = fakeCollection(aBox());
    const run = options(collection, {
      decide: () => ({
        change: { set: { meals: 3 }, events: [], where: { meals: 2, version: 99, _id: 'other' } },
        outcome: 'x',
      }),
    });
    await writeDocument(run);
    expect(state.updates[0]?.filter).toEqual({ meals: 2, _id: 'box-1', version: 4 });
  });

  it('when the lock is given, then the read and the write both happen while it is held, and the relay is told after', async () => {
    const { collection } = fakeCollection(aBox());
    const { lock, log } = recordingLock();
    const traced: DocumentCollection = {
      collection: collection.collection,
      findById: (id) => {
        log.push('read');
        return collection.findById(id);
      },
      updateOne: (filter, update) => {
        log.push('write');
        return collection.updateOne(filter, update);
      },
    };
    await writeDocument(
      options(traced, {
        lock,
        announce: () => {
          log.push('announce');
        },
      }),
    );
    expect(log).toEqual(['take boxes:box-1', 'read', 'write', 'release boxes:box-1', 'announce']);
  });

  it('when the announcement takes time (marking the change for other instances), then the write is answered only after it', async () => {
    const { collection } = fakeCollection(aBox());
    const log: string[] = [];
    const announce = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          log.push('announced');
          resolve();
        }, 5),
      );
    await writeDocument(options(collection, { announce }));
    log.push('answered');
    expect(log).toEqual(['announced', 'answered']);
  });

  it('when the event was applied already, then decide is not asked and nothing is written', async () => {
    const { collection, state } = fakeCollection({ ...aBox(), appliedEventIds: ['ev-7'] });
    const decide = jest.fn();
    const result = await writeDocument(options(collection, { eventId: 'ev-7', decide }));
    expect(decide).not.toHaveBeenCalled();
    expect(state.updates).toEqual([]);
    expect(result.status).toBe('already applied');
  });

  it('when an event is applied, then the update applies only without it and records it', async () => {
    const { collection, state } = fakeCollection(aBox());
    await writeDocument(options(collection, { eventId: 'ev-8' }));
    const [call] = state.updates;
    expect(call?.filter.appliedEventIds).toMatchObject({ $ne: 'ev-8' });
    expect(call?.update.$push).toMatchObject({ appliedEventIds: { $each: ['ev-8'] } });
  });

  it('when decide wants to change a document that is not there, then it fails loudly instead of writing', async () => {
    const { collection, state } = fakeCollection(null);
    await expect(writeDocument(options(collection))).rejects.toThrow(
      'boxes box-1 must exist before it changes',
    );
    expect(state.updates).toEqual([]);
  });

  it('when a normaliser is given, then decide and the answer see the normalised document', async () => {
    const { collection } = fakeCollection({ ...aBox(), meals: Number.NaN });
    const result = await writeDocument(
      options(collection, {
        normalise: (read) => ({ ...read, meals: Number.isNaN(read.meals) ? 0 : read.meals }),
        decide: (current) => ({ outcome: String(current?.meals) }),
      }),
    );
    expect(result).toMatchObject({ status: 'unchanged', outcome: '0', document: { meals: 0 } });
  });
});
