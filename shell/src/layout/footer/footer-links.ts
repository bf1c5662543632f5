/** The footer's columns and their links (spec section 2). Every link leads to a page of the URL table. */
export const FOOTER_COLUMNS = [
  {
    title: 'Quick Links',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/how-it-works', label: 'How it Works' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/meals', label: 'Menu' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Centre' },
      { to: '/faq', label: 'FAQs' },
      { to: '/delivery', label: 'Delivery' },
      { to: '/returns', label: 'Returns & Refunds' },
      { to: '/account', label: 'My Account' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
] as const;
