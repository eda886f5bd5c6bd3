// Personalization (issue 19): the company's brand colour, logo and new users' language.
export {};
