import '@mealbox/web-kit/src/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from '@mealbox/web-kit/router';
import { ACCOUNT_PATH } from './checkout-paths';
import { routes } from './routes';
import { StandaloneFrame } from './standalone/StandaloneFrame';

// Only for working on this remote alone: its pages under a thin bar, and any other path to the account. The
// shell's customer guard does not run here; identity still refuses the account's calls without a valid token.
const router = createBrowserRouter([
  {
    element: <StandaloneFrame />,
    children: [...routes, { path: '*', element: <Navigate to={ACCOUNT_PATH} replace /> }],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
