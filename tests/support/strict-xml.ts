// A strict XML parser for the unit and end-to-end tests alike: saxes reports every well-formedness error of XML 1.0
// and its namespaces (a raw `&` or `<`, a forbidden character, an unbound prefix), where htmlparser2 reads on.
import { SaxesParser } from 'saxes';

/** Throws on the first well-formedness error, naming its line and column (`58:29: …`), with `label` first. */
export function assertWellFormedXml(xml: string, label = 'document'): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw new Error(`${label} is not well-formed XML: ${error.message}`);
  });
  parser.write(xml).close();
}
