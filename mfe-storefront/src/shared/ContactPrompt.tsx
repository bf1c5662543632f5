import { useId } from 'react';
import { ArrowRightIcon, LinkButton, MailIcon } from '@mealbox/web-kit';
import { EMAIL_REPLY_TIME } from '../info/company';
import styles from './ContactPrompt.module.css';

/** 'Still have a question?': the way to a person, at the end of a self-help page. */
export function ContactPrompt({ title = 'Still have a question?' }: { title?: string }) {
  const titleId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <MailIcon size={26} />
      </span>
      <div className={styles.copy}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p>Send us a message and we&rsquo;ll reply {EMAIL_REPLY_TIME}.</p>
      </div>
      <LinkButton to="/contact" variant="primary" iconEnd={<ArrowRightIcon size={18} />}>
        Contact us
      </LinkButton>
    </section>
  );
}
