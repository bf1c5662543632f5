import '@mealbox/web-kit/src/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from '@mealbox/web-kit/router';
import { ADMIN_LOGIN_PATH } from './admin-paths';
import { routes } from './routes';
import { StandaloneFrame } from './standalone/StandaloneFrame';

// Only for working on this remote alone: its pages under a thin bar, and any other path to the staff sign-in.
// The shell's guards do not run here; identity still refuses every admin call without a staff token.
const router = createBrowserRouter([
  {
    element: <StandaloneFrame />,
    children: [...routes, { path: '*', element: <Navigate to={ADMIN_LOGIN_PATH} replace /> }],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
