import { useDeliveryPrice } from '@mealbox/web-kit';
import { InfoPage } from '../info/InfoPage';
import { ContentsLayout } from '../info/ContentsLayout';
import { ContactPrompt } from '../shared/ContactPrompt';
import { faqGroups } from './faq-data';
import { FaqAccordion } from './FaqAccordion';
import { useOpenQuestions } from './use-open-questions';
import styles from './FaqPage.module.css';

// The questions are the same whatever delivery costs; only two answers follow the price.
const QUESTION_IDS: ReadonlySet<string> = new Set(
  faqGroups(undefined).flatMap((group) => group.items.map((item) => item.id)),
);

/** /faq: the questions customers ask most, grouped by topic, each opening to its answer. */
export function FaqPage() {
  const { open, toggle } = useOpenQuestions(QUESTION_IDS);
  const groups = faqGroups(useDeliveryPrice());
  return (
    <InfoPage
      eyebrow="Support"
      title="Frequently Asked Questions"
      lead="Quick answers about plans, meals, delivery and payment. Can’t find what you need? Our team is happy to help."
    >
      <ContentsLayout contents={groups}>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              className={styles.group}
              aria-labelledby={`${group.id}-title`}
            >
              <h2 id={`${group.id}-title`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <FaqAccordion items={group.items} open={open} onToggle={toggle} />
            </section>
          ))}
          <ContactPrompt />
        </div>
      </ContentsLayout>
    </InfoPage>
  );
}
