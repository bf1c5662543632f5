import type { ReactNode } from 'react';
import { CalendarIcon, PauseIcon, ShieldIcon, TruckIcon } from '@mealbox/web-kit';
import styles from './Benefits.module.css';

/** The four promises of the homepage (spec section 2), in the words of the spec's claims (section 1). */
const BENEFITS: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <TruckIcon size={26} />,
    title: 'Free delivery',
    text: 'Free delivery across most of the UK, in insulated packaging that keeps meals fresh for up to 12 hours.',
  },
  {
    icon: <CalendarIcon size={26} />,
    title: 'Choose your time',
    text: 'Pick the delivery day that suits you and schedule up to two weeks ahead.',
  },
  {
    icon: <PauseIcon size={26} />,
    title: 'No commitment',
    text: 'Skip a week, pause or cancel any time, with no fees. Plan changes apply from your next delivery.',
  },
  {
    icon: <ShieldIcon size={26} />,
    title: 'Safe and secure',
    text: 'Pay securely by major credit card, Apple Pay or Google Pay.',
  },
];

export function Benefits() {
  return (
    <section className={styles.section} aria-labelledby="benefits-title">
      <div className="mb-container">
        <p className="mb-eyebrow">Why Mealbox</p>
        <h2 id="benefits-title" className={styles.title}>
          Good food, without the faff
        </h2>
        <ul className={styles.grid}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <span className={styles.icon}>{benefit.icon}</span>
              <h3 className={styles.cardTitle}>{benefit.title}</h3>
              <p className={styles.text}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
