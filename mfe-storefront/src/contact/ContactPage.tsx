import { InfoPage } from '../info/InfoPage';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { PriorityNote } from './PriorityNote';
import styles from './ContactPage.module.css';

/** /contact: the form (it reaches the staff), how else to reach us and when, and the FAQ (spec: Contact page). */
export function ContactPage() {
  return (
    <InfoPage
      eyebrow="Contact"
      title="Contact Us"
      lead="Questions about your plan, an order or a delivery? Send us a message and our team will get back to you."
    >
      <div className={`mb-container ${styles.layout}`}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            Send us a message
          </h2>
          <p className={styles.formLead}>All fields are required.</p>
          <PriorityNote />
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </InfoPage>
  );
}
