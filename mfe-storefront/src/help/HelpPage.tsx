import { Link } from '@mealbox/web-kit/router';
import { ChevronRightIcon } from '@mealbox/web-kit';
import { InfoPage } from '../info/InfoPage';
import { ContactPrompt } from '../shared/ContactPrompt';
import { PageSection } from '../shared/PageSection';
import { HELP_TOPICS, POPULAR_QUESTION_IDS, faqItemsById } from './help-topics';
import styles from './HelpPage.module.css';

const POPULAR = faqItemsById(POPULAR_QUESTION_IDS);

/** /help: the Help Centre, a way in to every kind of answer. */
export function HelpPage() {
  return (
    <InfoPage
      eyebrow="Support"
      title="Help Centre"
      lead="How can we help? Choose a topic, or go straight to one of the questions we’re asked most."
    >
      <PageSection title="Browse help topics">
        <ul className={styles.topics}>
          {HELP_TOPICS.map((topic) => (
            <li key={topic.to}>
              <Link to={topic.to} className={styles.topic}>
                <span className={styles.icon}>{topic.icon}</span>
                <span className={styles.topicTitle}>{topic.title}</span>
                <span className={styles.topicText}>{topic.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="alt" title="Popular questions">
        <div className={styles.popular}>
          <ul className={styles.questions}>
            {POPULAR.map((item) => (
              <li key={item.id}>
                <Link to={`/faq#${item.id}`} className={styles.question}>
                  <span>{item.question}</span>
                  <ChevronRightIcon size={20} />
                </Link>
              </li>
            ))}
          </ul>
          <ContactPrompt title="Can’t find your answer?" />
        </div>
      </PageSection>
    </InfoPage>
  );
}
