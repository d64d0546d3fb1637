// The islands' API client as a module of its own, for the forms that fetch it when the guest turns to them rather
// than with the page (decisions 122, 131). Fetched through this module, the client's own file is imported as it
// is: a later `import()` of `api.ts` itself, which shares its file with the ofetch code, makes the build add a
// namespace helper to the runtime every island page loads.
export { ApiError, api } from './api';
