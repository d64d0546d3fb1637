/** Where the browser keeps the guest's login (localStorage keys), read by the auth store and the island loader. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
