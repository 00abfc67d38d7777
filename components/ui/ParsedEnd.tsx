/**
 * An empty, hidden last child that tells the stylesheet a group's whole markup has been parsed, text included
 * (`hidden-until-parsed-end` in styles/_mixins.scss): a network chunk can end inside a text, and a browser may paint
 * the group with part of it.
 */
export function ParsedEnd() {
  return <span data-parsed-end="" hidden />;
}
