// Standalone development entry (`pnpm --filter @mealbox/mfe-admin dev`). The async boundary lets module
// federation set up the shared React and router first, exactly as when the shell loads this remote.
import('./bootstrap').catch((error: unknown) => {
  console.error('Admin failed to start', error);
});
