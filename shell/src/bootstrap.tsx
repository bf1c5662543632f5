import '@mealbox/web-kit/src/styles/index.css';
import { StrictMode } from 'react';
import { RouterProvider } from '@mealbox/web-kit/router';
import { mountApp } from './prerender/mount-app';
import { router } from './routes/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

mountApp(
  container,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
