import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from '@mealbox/web-kit/router';
import { ALLERGENS, type AllergenExclusions } from '@mealbox/contracts/food';
import {
  FieldError,
  Alert,
  Button,
  CheckIcon,
  LoadErrorAlert,
  LoadingState,
  ShieldIcon,
  cx,
  describeError,
} from '@mealbox/web-kit';
import { saveAllergenExclusions } from '../../allergens/allergen-exclusions-api';
import { exclusionsWords } from '../../allergens/exclusion-words';
import { exclusionsProblem, toggleAllergen, type ExclusionsProblem } from '../../allergens/exclusions-form';
import { useAllergenExclusions } from '../../allergens/use-allergen-exclusions';
import { ALLERGENS_CARD_ID } from '../../checkout-paths';
import card from '../Card.module.css';
import styles from './AllergensCard.module.css';

/**
 * 'Allergens' on /account (#allergens): the 14 allergens the law names, each a tick for 'leave it out of my boxes',
 * and whether to leave out meals that may contain them too. Saved with one button (PUT
 * /api/customers/me/allergen-exclusions/): the meal picker and the weekly box we choose follow what is saved, so
 * the card always says what that is, and confirms each save in a live region.
 */
export function AllergensCard() {
  const exclusions = useAllergenExclusions();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = exclusions.data !== undefined;
  // The meal pickers link here (/account#allergens); the cards above load at their own pace, so the card is
  // brought into view once its own form is in.
  useEffect(() => {
    if (hash === `#${ALLERGENS_CARD_ID}` && loaded) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <section
      ref={sectionRef}
      id={ALLERGENS_CARD_ID}
      className={cx(card.card, styles.allergens)}
      aria-labelledby={titleId}
      aria-busy={exclusions.status === 'loading'}
      data-testid="allergens-card"
    >
      <div className={styles.header}>
        <span className={card.iconTile}>
          <ShieldIcon size={26} />
        </span>
        <div className={styles.headerCopy}>
          <h2 id={titleId} className={card.title}>
            Allergens
          </h2>
          <p className={styles.lead}>
            Tick what you can&rsquo;t eat. We won&rsquo;t let those meals into your box, and the meals we
            choose for you leave them out too.
          </p>
        </div>
      </div>
      {exclusions.status === 'error' && !exclusions.data ? (
        <LoadErrorAlert title="We couldn’t load your allergens" onRetry={exclusions.retry}>
          <p>{describeError(exclusions.error)}</p>
        </LoadErrorAlert>
      ) : exclusions.data ? (
        <ExclusionsForm saved={exclusions.data} onSaved={exclusions.saved} />
      ) : (
        <LoadingState label="Loading your allergens…" />
      )}
    </section>
  );
}

const NO_PROBLEM: ExclusionsProblem = { allergens: null, includeMayContain: null, general: null };

function ExclusionsForm({
  saved,
  onSaved,
}: {
  saved: AllergenExclusions;
  onSaved: (exclusions: AllergenExclusions) => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<AllergenExclusions>(saved);
  const [saving, setSaving] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<ExclusionsProblem>(NO_PROBLEM);
  const allergensErrorId = `${ids}-allergens-error`;
  const mayContainHintId = `${ids}-may-contain-hint`;
  const mayContainErrorId = `${ids}-may-contain-error`;

  const edit = (next: AllergenExclusions) => {
    setDraft(next);
    setConfirmation('');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setConfirmation('');
    setProblem(NO_PROBLEM);
    try {
      const answer = await saveAllergenExclusions(draft);
      onSaved(answer);
      setDraft(answer);
      setConfirmation(`Saved. ${exclusionsWords(answer)}`);
    } catch (error) {
      setProblem(exclusionsProblem(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.saved} data-testid="allergens-saved">
        <span className={styles.savedLabel}>Saved now: </span>
        {exclusionsWords(saved)}
      </p>
      <fieldset
        className={styles.fieldset}
        aria-describedby={problem.allergens ? allergensErrorId : undefined}
      >
        <legend className={styles.legend}>Leave out meals that contain</legend>
        <FieldError id={allergensErrorId} message={problem.allergens} />
        <ul className={styles.choices}>
          {ALLERGENS.map((allergen) => (
            <li key={allergen.value}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  name="allergens"
                  value={allergen.value}
                  checked={draft.allergens.includes(allergen.value)}
                  onChange={(event) =>
                    edit({
                      ...draft,
                      allergens: toggleAllergen(draft.allergens, allergen.value, event.target.checked),
                    })
                  }
                />
                <span>{allergen.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.mayContain}>
        <FieldError id={mayContainErrorId} message={problem.includeMayContain} />
        <label className={cx(styles.choice, styles.mayContainChoice)}>
          <input
            type="checkbox"
            className={styles.checkbox}
            name="include_may_contain"
            checked={draft.includeMayContain}
            aria-describedby={cx(mayContainHintId, problem.includeMayContain ? mayContainErrorId : null)}
            aria-invalid={problem.includeMayContain ? true : undefined}
            onChange={(event) => edit({ ...draft, includeMayContain: event.target.checked })}
          />
          <span className={styles.words}>
            <span className={styles.name}>Also leave out meals that may contain them</span>
            <span id={mayContainHintId} className={styles.hint}>
              For a serious allergy: &lsquo;may contain&rsquo; means our kitchen can&rsquo;t rule out traces.
            </span>
          </span>
        </label>
      </div>
      {problem.general ? (
        <Alert tone="error" title="We couldn’t save your allergens" className={styles.alert}>
          <p>{problem.general}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save allergens'}
        </Button>
        <div role="status" className={styles.status} data-testid="allergens-confirmation">
          {confirmation ? (
            <p className={styles.confirmation}>
              <CheckIcon size={18} className={styles.confirmationIcon} />
              {confirmation}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
