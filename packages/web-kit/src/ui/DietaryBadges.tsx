import { Badge } from './Badge';
import { DropIcon, LeafIcon, WheatIcon } from './icons';

export interface DietaryFlags {
  is_vegan: boolean;
  is_gluten_free: boolean;
  is_dairy_free: boolean;
}

/** The dietary flags a meal carries, as labelled badges (the words carry the meaning; icons only help scanning). */
export function DietaryBadges({ meal, className }: { meal: DietaryFlags; className?: string }) {
  const badges = [
    meal.is_vegan && (
      <Badge key="vegan" tone="green" icon={<LeafIcon size={14} />}>
        Vegan
      </Badge>
    ),
    meal.is_gluten_free && (
      <Badge key="gf" tone="amber" icon={<WheatIcon size={14} />}>
        Gluten free
      </Badge>
    ),
    meal.is_dairy_free && (
      <Badge key="df" tone="blue" icon={<DropIcon size={14} />}>
        Dairy free
      </Badge>
    ),
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return (
    <ul
      className={className ? `mb-badge-list ${className}` : 'mb-badge-list'}
      aria-label="Dietary information"
    >
      {badges.map((badge, i) => (
        <li key={i}>{badge}</li>
      ))}
    </ul>
  );
}
