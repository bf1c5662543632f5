import type { AllergenExclusions, AllergenExclusionsDto } from '@mealbox/contracts';

/** The exclusions as the API speaks them (snake_case), and back. */
export function toAllergenExclusionsDto(exclusions: AllergenExclusions): AllergenExclusionsDto {
  return { allergens: exclusions.allergens, include_may_contain: exclusions.includeMayContain };
}

export function toAllergenExclusions(dto: AllergenExclusionsDto): AllergenExclusions {
  return { allergens: dto.allergens, includeMayContain: dto.include_may_contain };
}
