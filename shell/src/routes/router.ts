import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './create-routes';

export const router = createBrowserRouter(createRoutes());
