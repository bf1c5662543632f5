import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/** The id of the one configuration document the site has. */
export const SITE_CONFIGURATION_ID = 'site';

/** Site-wide settings staff edit (today: the delivery price). DeliveryPriceChanged rides in its outbox. */
export interface ConfigurationDocument extends WithOutbox {
  _id: string;
  /** 0 is free delivery. */
  deliveryPricePence: number;
  revision: number;
  updatedAt: Date;
}

const configurationSchema = new Schema<ConfigurationDocument>(
  {
    _id: { type: String, required: true },
    deliveryPricePence: { type: Number, required: true, min: 0 },
    revision: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'configuration', versionKey: false },
);

export type ConfigurationModel = Model<ConfigurationDocument>;
export const configurationModel = (connection: Connection): ConfigurationModel =>
  connection.models.Configuration ??
  connection.model<ConfigurationDocument>('Configuration', configurationSchema);
