// Standalone development entry (`pnpm --filter @mealbox/mfe-checkout dev`). The async boundary lets module
// federation set up the shared React and router first, exactly as when the shell loads this remote.
import('./bootstrap').catch((error: unknown) => {
  console.error('Checkout failed to start', error);
});
