import { useDeliveryPrice } from '@mealbox/web-kit';
import { ORDER_PATH } from '../home/order-path';
import { InfoPage } from '../info/InfoPage';
import { CallToActionBand } from '../shared/CallToActionBand';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageSection } from '../shared/PageSection';
import { MISSION, TEAM, VALUES, VISION, story } from './about-content';
import { TeamGrid } from './TeamGrid';
import styles from './AboutPage.module.css';

/** /about-us: story, mission, vision, values and team (spec: About-us page), then 'Start Your Plan'. */
export function AboutPage() {
  const paragraphs = story(useDeliveryPrice());
  return (
    <InfoPage
      eyebrow="About us"
      title="About Us"
      lead="We cook fresh, balanced meals so you can eat well every day, without spending your evenings in the kitchen."
    >
      <PageSection eyebrow="Our story" title="Good food for busy lives">
        <div className={styles.story}>
          <div className={styles.storyText}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.purpose}>
            <div className={styles.purposeCard}>
              <h3 className={styles.purposeTitle}>Our mission</h3>
              <p>{MISSION}</p>
            </div>
            <div className={styles.purposeCard}>
              <h3 className={styles.purposeTitle}>Our vision</h3>
              <p>{VISION}</p>
            </div>
          </div>
        </div>
      </PageSection>
      <PageSection tone="alt" eyebrow="Our values" title="What we care about">
        <FeatureGrid features={VALUES} />
      </PageSection>
      <PageSection
        eyebrow="Our team"
        title="The people behind your box"
        intro={<p>From the first recipe idea to the message that answers your question.</p>}
      >
        <TeamGrid team={TEAM} />
      </PageSection>
      <CallToActionBand title="Taste the difference this week" to={ORDER_PATH} action="Start Your Plan">
        <p>Choose your plan and your first box can arrive in as little as four working days.</p>
      </CallToActionBand>
    </InfoPage>
  );
}
