// The link targets and the login return link, for code outside the client bundle (the API's
// push notifications link into the site too).
export { FOOTER_PAGES, paths } from './routes';
export { loginPathFor, RETURN_TO_PARAM } from './return-to';
