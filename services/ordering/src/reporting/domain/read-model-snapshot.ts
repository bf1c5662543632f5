import { randomUUID } from 'node:crypto';
import { trustedFilter } from '@mealbox/platform';
import type { ReadModelSnapshotDocument, ReadModelSnapshotModel } from '../data/read-model-snapshot-model';
import { PackedReportRows } from './packed-report-rows';

/** The document naming the snapshot to load. */
const CURRENT = 'current';
/** Bytes per part: well inside a document's 16 MB, and a few round trips for a million orders (about 60 MB). */
const PART_BYTES = 4 * 2 ** 20;

/** Where the rows held stand in the feed: every change up to `seq` of epoch `epoch`. */
export interface FeedPoint {
  epoch: string;
  seq: number;
}

const partId = (snapshot: string, part: number) => `${snapshot}.${part}`;

async function dropParts(model: ReadModelSnapshotModel, snapshot: string, parts: number): Promise<void> {
  // One by `_id` each: the one delete FerretDB answers from an index.
  for (let part = 0; part < parts; part++) await model.deleteOne({ _id: partId(snapshot, part) });
}

/**
 * Stores `bytes` (the rows held at `at`, see PackedReportRows.toSnapshot) as the snapshot to load, unless one at
 * least as recent of the same epoch is there already (another instance wrote it). The parts are written first
 * under a new name and `current` is moved to them only then, so a reader never sees half a snapshot; the previous
 * parts are dropped after. Answers whether this one became current.
 */
export async function writeRowsSnapshot(
  model: ReadModelSnapshotModel,
  bytes: Uint8Array,
  at: FeedPoint,
): Promise<boolean> {
  const previous = await model.findById(CURRENT).lean<ReadModelSnapshotDocument>();
  if (previous?.epoch === at.epoch && (previous.seq ?? 0) >= at.seq) return false;
  const snapshot = randomUUID();
  const parts = Math.max(1, Math.ceil(bytes.byteLength / PART_BYTES));
  for (let part = 0; part < parts; part++) {
    const slice = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
    await model.create({
      _id: partId(snapshot, part),
      bytes: Buffer.from(slice.buffer, slice.byteOffset, slice.length),
    });
  }
  const pointer = { snapshot, epoch: at.epoch, seq: at.seq, parts, size: bytes.byteLength, at: new Date() };
  let moved: boolean;
  try {
    // Moved only from the snapshot read above: a writer that lost the race leaves the winner's in place.
    const written = await model.updateOne(
      trustedFilter({ _id: CURRENT, snapshot: previous?.snapshot ?? { $exists: false } }),
      { $set: pointer },
      { upsert: !previous },
    );
    moved = written.matchedCount + written.upsertedCount === 1;
  } catch {
    // Two first snapshots at once: the other one's upsert won.
    moved = false;
  }
  if (!moved) {
    await dropParts(model, snapshot, parts);
    return false;
  }
  if (previous?.snapshot) await dropParts(model, previous.snapshot, previous.parts ?? 0);
  return true;
}

/**
 * The rows of the current snapshot and where they stand in the feed, if it is of epoch `epoch`; null when there is
 * none, or a part is missing (replaced meanwhile) or not a snapshot of rows.
 */
export async function readRowsSnapshot(
  model: ReadModelSnapshotModel,
  epoch: string,
): Promise<{ rows: PackedReportRows; at: FeedPoint } | null> {
  const current = await model.findById(CURRENT).lean<ReadModelSnapshotDocument>();
  if (!current?.snapshot || current.epoch !== epoch || current.seq === undefined || !current.size)
    return null;
  const bytes = new Uint8Array(current.size);
  let filled = 0;
  for (let part = 0; part < (current.parts ?? 0); part++) {
    const found = await model.findById(partId(current.snapshot, part)).lean<ReadModelSnapshotDocument>();
    const partBytes = found?.bytes?.buffer;
    if (!partBytes || filled + partBytes.byteLength > bytes.byteLength) return null;
    bytes.set(partBytes, filled);
    filled += partBytes.byteLength;
  }
  if (filled !== bytes.byteLength) return null;
  const rows = PackedReportRows.fromSnapshot(bytes);
  return rows ? { rows, at: { epoch, seq: current.seq } } : null;
}
