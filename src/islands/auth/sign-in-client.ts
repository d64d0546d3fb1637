// What the sign-in forms take from the islands' API client, as a module of its own that they fetch when the guest
// turns to a form (decision 122): the page carries none of the client until then.
export { ApiError, api } from '../api';
