// Async boundary: module federation negotiates the shared React, router and web-kit before any of them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('Mealbox failed to start', error);
});
