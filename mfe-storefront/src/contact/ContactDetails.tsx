import { Link } from '@mealbox/web-kit/router';
import { ClockIcon, MailIcon, QuestionIcon } from '@mealbox/web-kit';
import { COMPANY_NAME, EMAIL_REPLY_TIME, SUPPORT_EMAIL } from '../info/company';
import { SUPPORT_HOURS } from './support-hours';
import styles from './ContactDetails.module.css';

/** Beside the form: other ways to reach us, when we are there, and the FAQ for a quicker answer. */
export function ContactDetails() {
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="contact-email-title">
        <h2 id="contact-email-title" className={styles.title}>
          <MailIcon size={22} /> Email us
        </h2>
        <p>
          <a className={styles.email} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className={styles.muted}>
          We reply {EMAIL_REPLY_TIME}. {COMPANY_NAME}.
        </p>
      </section>
      <section className={styles.card} aria-labelledby="contact-hours-title">
        <h2 id="contact-hours-title" className={styles.title}>
          <ClockIcon size={22} /> Support hours
        </h2>
        <dl className={styles.hours}>
          {SUPPORT_HOURS.map((entry) => (
            <div key={entry.service} className={styles.service}>
              <dt>{entry.service}</dt>
              {entry.times.map((time) => (
                <dd key={time.days}>
                  <span>{time.days}</span>
                  <span className={styles.time}>{time.hours}</span>
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title" className={styles.title}>
          <QuestionIcon size={22} /> Quick answers
        </h2>
        <p className={styles.muted}>
          Many questions about plans, delivery and payment are answered in our{' '}
          <Link to="/faq">Frequently Asked Questions</Link>.
        </p>
      </section>
    </div>
  );
}
