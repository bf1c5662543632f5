import '@mealbox/web-kit/src/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@mealbox/web-kit/router';
import { routes } from './routes';
import { StandaloneFrame } from './standalone/StandaloneFrame';

// Only for working on this remote alone: a bare frame instead of the shell's header and footer.
const router = createBrowserRouter([{ element: <StandaloneFrame />, children: routes }]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
