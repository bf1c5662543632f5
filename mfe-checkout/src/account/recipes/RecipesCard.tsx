import { useId } from 'react';
import type { Recipe } from '@mealbox/contracts';
import {
  ClockIcon,
  LoadErrorAlert,
  LoadingState,
  PlateIcon,
  UsersIcon,
  cx,
  useAsync,
  useSession,
} from '@mealbox/web-kit';
import card from '../Card.module.css';
import { actionProblem } from '../subscription/action-problem';
import { fetchWeeklyRecipes } from './recipes-api';
import { recipeFacts } from './recipe-words';
import { RecipesComeWithLarge } from './RecipesComeWithLarge';
import styles from './RecipesCard.module.css';

/**
 * 'Your recipes': this week's dishes to cook at home, the Large plan's perk (packages/contracts plan-perks.ts).
 * The catalogue decides who reads them: a customer it refuses is told, in a line, that they come with the Large
 * plan (or, with a change to it not yet paid for, from which box), and nothing the server refused is ever shown.
 * `planKey` names the customer's plan as loaded, so a change of plan asks again.
 */
export function RecipesCard({ planKey, opensWithBoxOn }: { planKey: string; opensWithBoxOn?: string }) {
  const session = useSession();
  const titleId = useId();
  const recipes = useAsync(
    (signal) => fetchWeeklyRecipes(signal),
    `recipes:${session.userId ?? ''}:${planKey}`,
  );
  const answer = recipes.data;

  if (answer?.kind === 'not-on-plan')
    return <RecipesComeWithLarge {...(opensWithBoxOn ? { opensWithBoxOn } : {})} />;
  return (
    <section
      className={cx(card.card, styles.recipes)}
      aria-labelledby={titleId}
      aria-busy={recipes.status === 'loading'}
      data-testid="recipes"
    >
      <div className={styles.head}>
        <span className={card.iconTile}>
          <PlateIcon size={26} />
        </span>
        <div>
          <h2 id={titleId} className={card.title}>
            Your recipes
          </h2>
          <p className={styles.lead}>This week&rsquo;s dishes to cook at home: a perk of your Large plan.</p>
        </div>
      </div>
      {recipes.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load your recipes" onRetry={recipes.retry}>
          <p>{actionProblem(recipes.error)}</p>
        </LoadErrorAlert>
      ) : null}
      {answer?.kind === 'recipes' ? (
        answer.weekly.recipes.length > 0 ? (
          <ul className={styles.list}>
            {answer.weekly.recipes.map((recipe) => (
              <li key={recipe.meal_id}>
                <RecipeView recipe={recipe} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.lead}>This week&rsquo;s menu has no recipes yet: look again soon.</p>
        )
      ) : recipes.status === 'loading' ? (
        <LoadingState label="Loading your recipes…" />
      ) : null}
    </section>
  );
}

function RecipeView({ recipe }: { recipe: Recipe }) {
  const titleId = useId();
  const facts = recipeFacts(recipe);
  return (
    <article className={styles.recipe} aria-labelledby={titleId} data-testid="recipe">
      <h3 id={titleId} className={styles.name}>
        {recipe.meal_name}
      </h3>
      <p className={styles.facts}>
        <span className={styles.fact}>
          <UsersIcon size={16} />
          {facts.serves}
        </span>
        <span className={styles.fact}>
          <ClockIcon size={16} />
          {facts.time}
        </span>
      </p>
      <details className={styles.details}>
        <summary className={styles.summary}>
          Ingredients and method<span className="mb-visually-hidden"> for {recipe.meal_name}</span>
        </summary>
        <h4 className={styles.part}>Ingredients</h4>
        <ul className={styles.ingredients}>
          {recipe.ingredients.map((line, index) => (
            <li key={index}>
              <span className={styles.quantity}>{line.quantity}</span> {line.item}
            </li>
          ))}
        </ul>
        <h4 className={styles.part}>Method</h4>
        <ol className={styles.steps}>
          {recipe.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </details>
    </article>
  );
}
