export {
  decodeJwtPayload,
  tokenExpiresAt,
  isAccessTokenValid,
  hasUsableRefreshToken,
  ACCESS_TOKEN_SKEW_SECONDS,
  type JwtClaims,
} from './jwt';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  TokenStorage,
  browserLocalStorage,
  type StorageLike,
  type StoredTokens,
  type Tokens,
} from './token-storage';
export { SessionStore, sessionStateOf, SIGNED_OUT, type SessionState } from './session-store';
export {
  createSession,
  authorization,
  type Session,
  type SessionOptions,
  type LockRunner,
  type Registration,
} from './create-session';
export { useSession } from './use-session';
export {
  PLAN_STORAGE_KEY,
  PLAN_STORAGE_VERSION,
  clearPlan,
  parseStoredPlan,
  readPlan,
  savePlan,
  serialisePlan,
} from './plan-storage';
export {
  MAX_MEALS_PER_BOX,
  MEAL_ID_MAX_LENGTH,
  MEAL_SELECTION_STORAGE_KEY,
  MEAL_SELECTION_STORAGE_VERSION,
  clearMealSelection,
  parseStoredMealSelection,
  parseStoredMenuWeek,
  readMealSelection,
  readMealSelectionWeek,
  saveMealSelection,
  serialiseMealSelection,
  type MealSelection,
  type MealSelectionItem,
} from './meal-selection-storage';
