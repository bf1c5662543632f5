// main.ts imports this first: tracing patches http, express and the MongoDB driver as they are loaded.
import { startTracing } from '@mealbox/platform/start-tracing';

startTracing('gateway');
