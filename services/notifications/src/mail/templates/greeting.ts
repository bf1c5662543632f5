/** 'Hello Ada,' or, when we have no name, 'Hello,'. */
export const greeting = (firstName: string): string =>
  firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
