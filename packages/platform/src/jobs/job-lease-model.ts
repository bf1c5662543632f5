import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * Who holds a job across a service's instances, and until when. `_id` names the job (or one run of it: a periodic
 * job's run is `<job>:<time slot>`). A holder that dies leaves its lease to expire; another takes it over then.
 */
export interface JobLeaseDocument {
  _id: string;
  holder: string;
  expiresAt: Date;
}

const jobLeaseSchema = new Schema<JobLeaseDocument>(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'job_leases', versionKey: false },
);
jobLeaseSchema.index({ expiresAt: 1 });

export type JobLeaseModel = Model<JobLeaseDocument>;
export const jobLeaseModel = (connection: Connection): JobLeaseModel =>
  (connection.models.JobLease as JobLeaseModel | undefined) ??
  connection.model<JobLeaseDocument>('JobLease', jobLeaseSchema);
