import type { ChangeStampDocument, ChangeStampModel } from '../data/change-stamp-model';

const ignore = (): void => undefined;

/**
 * Lets every instance read its own writes and everyone else's: each committed change moves a counter in the
 * database on (`bump`, awaited before the change is answered), and each read asks for the counter (`latest`) before
 * trusting its instance's cached answers, which it drops when the counter has moved. So once a client is told a
 * change succeeded, any instance's next answer holds it.
 *
 * The look is coalesced: at most one read of the counter is in flight; a caller that comes while one runs waits for
 * the next, which starts after the caller came and so sees every change committed before it. Under load that is one
 * small read by `_id` per round trip, whatever the request rate; the cost to a single reader is up to two round
 * trips to the database, the price of an answer that is never older than the reader's own last write.
 */
export class ChangeStamp {
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  constructor(
    private readonly stamps: ChangeStampModel,
    private readonly id: string,
  ) {}

  /** Moves the counter on; call after a change is committed and before it is answered. */
  async bump(): Promise<void> {
    await this.stamps.updateOne({ _id: this.id }, { $inc: { n: 1 } }, { upsert: true });
  }

  /** The counter as read by a look that started after this call. */
  latest(): Promise<number> {
    if (!this.running) return this.look();
    this.queued ??= this.running.then(ignore, ignore).then(() => {
      this.queued = null;
      return this.look();
    });
    return this.queued;
  }

  private look(): Promise<number> {
    const look = this.stamps
      .findById(this.id)
      .lean<ChangeStampDocument>()
      .then((stamp) => stamp?.n ?? 0);
    this.running = look;
    look
      .finally(() => {
        if (this.running === look) this.running = null;
      })
      .catch(ignore);
    return look;
  }
}
