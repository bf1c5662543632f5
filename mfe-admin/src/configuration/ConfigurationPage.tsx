import { AdminPageHeader } from '../layout/AdminPageHeader';
import { DeliveryPriceCard } from './DeliveryPriceCard';
import { PricingSection } from './PricingSection';
import styles from './ConfigurationPage.module.css';

/** /manage-configuration: the meal plan pricing table and the delivery price (spec: Admin screens, Configuration). */
export function ConfigurationPage() {
  return (
    <>
      <AdminPageHeader title="Configuration">
        <p>
          What customers pay: the price of each plan and size, and the delivery charge. Changes apply at once.
        </p>
      </AdminPageHeader>
      <div className={styles.sections}>
        <PricingSection />
        <DeliveryPriceCard />
      </div>
    </>
  );
}
