// A page's notFound() inside the public site: the same 404, inside the site's header and footer.
export { default, metadata } from '../not-found';
