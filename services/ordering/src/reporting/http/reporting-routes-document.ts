import { z } from 'zod';
import { dashboardFiguresSchema, dashboardQuerySchema, orderListSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { exportQuery, reportQuery } from './admin-order-routes';

export const STAFF_REPORTS_TAG = 'Staff: orders and dashboard';

/** What `adminOrderRoutes` and `dashboardRoutes` answer. */
export const reportingRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/admin/orders',
    tag: STAFF_REPORTS_TAG,
    summary: 'The order report: filter by status and ordered day, search, page',
    description: 'Search matches a customer’s name or email, an order’s whole id or its reference.',
    access: 'admin',
    query: reportQuery,
    answers: { 200: { description: 'A page of orders.', schema: orderListSchema } },
  },
  {
    method: 'get',
    path: '/api/admin/orders/export.csv',
    tag: STAFF_REPORTS_TAG,
    summary: 'The order report with its filters, as CSV',
    access: 'admin',
    query: exportQuery,
    answers: {
      200: {
        description: 'Every order that matches, one a row, streamed.',
        schema: z.string(),
        contentType: 'text/csv',
      },
    },
  },
  {
    method: 'get',
    path: '/api/analytics/dashboard',
    tag: STAFF_REPORTS_TAG,
    summary: 'The dashboard’s figures for a period (London days)',
    description: 'Unknown parameters are refused, so a misspelt date never shows the wrong period.',
    access: 'admin',
    query: dashboardQuerySchema,
    answers: {
      200: {
        description: 'Revenue, orders, top meals and the last twelve months.',
        schema: dashboardFiguresSchema,
      },
    },
  },
];
