import { freshLook } from '@mealbox/platform';
import type { ChangeStampDocument, ChangeStampModel } from '../data/change-stamp-model';

/**
 * Lets every instance read its own writes and everyone else's: each committed change moves a counter in the
 * database on (`bump`, awaited before the change is answered), and each read asks for the counter (`latest`) before
 * trusting its instance's cached answers, which it drops when the counter has moved. So once a client is told a
 * change succeeded, any instance's next answer holds it.
 *
 * The look is shared (`freshLook`): under load one small read by `_id` per round trip, whatever the request rate;
 * the cost to a single reader is up to two round trips to the database, the price of an answer that is never older
 * than the reader's own last write.
 */
export class ChangeStamp {
  /** The counter as read by a look that started after this call. */
  readonly latest: () => Promise<number>;

  constructor(
    private readonly stamps: ChangeStampModel,
    private readonly id: string,
  ) {
    this.latest = freshLook(() =>
      this.stamps
        .findById(this.id)
        .lean<ChangeStampDocument>()
        .then((stamp) => stamp?.n ?? 0),
    );
  }

  /** Moves the counter on; call after a change is committed and before it is answered. */
  async bump(): Promise<void> {
    await this.stamps.updateOne({ _id: this.id }, { $inc: { n: 1 } }, { upsert: true });
  }
}
