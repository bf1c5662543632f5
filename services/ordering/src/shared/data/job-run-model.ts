import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * The lease of one run of a periodic job across instances: `_id` is `<job>:<time slot>`, so of the instances
 * whose clocks tick in the same slot only the one whose insert succeeds runs it (a unique insert: reliable on
 * FerretDB v1, unlike conditional updates). Old runs are deleted as the job goes.
 */
export interface JobRunDocument {
  _id: string;
  job: string;
  by: string;
  startedAt: Date;
}

const jobRunSchema = new Schema<JobRunDocument>(
  {
    _id: { type: String, required: true },
    job: { type: String, required: true },
    by: { type: String, required: true },
    startedAt: { type: Date, required: true },
  },
  { collection: 'job_runs', versionKey: false },
);
jobRunSchema.index({ job: 1, startedAt: 1 });

export type JobRunModel = Model<JobRunDocument>;
export const jobRunModel = (connection: Connection): JobRunModel =>
  (connection.models.JobRun as JobRunModel | undefined) ??
  connection.model<JobRunDocument>('JobRun', jobRunSchema);
