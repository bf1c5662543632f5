/** Target of every 'Order Now' and 'Start Your Plan' (spec section 2). */
export const ORDER_PATH = '/join-now/plans/';
