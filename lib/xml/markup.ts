// Text inside the XML the site writes (feeds, sitemaps): escaped, and without the characters XML 1.0 refuses, so a
// strict parser reads every file whatever the CMS's records hold.
import { escapeMarkup } from '@/lib/html/text';

// Refused anywhere, even escaped: C0 controls but tab, LF and CR; lone surrogates; U+FFFE and U+FFFF. DEL and C1
// are allowed but discouraged (XML 1.0 §2.2) and never meant in a title: dropped too.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|\p{Cs}/gu;

/** `text` without the characters XML cannot carry. */
const xmlCharacters = (text: string) => text.replace(NOT_XML, '');

/** Text made safe in XML element content and quoted attributes alike. */
export const escapeXml = (text: string) => escapeMarkup(xmlCharacters(text));

/** Text in CDATA, every `]]>` split across two sections so none ends the section early. */
export const cdata = (text: string) => `<![CDATA[${xmlCharacters(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

type Attributes = Record<string, string | number | undefined>;

/** `<name a="…">text</name>`, or `<name a="…"/>` without text; attributes without a value are left out. */
export function xmlElement(name: string, text?: string, attributes: Attributes = {}): string {
  const pairs = Object.entries(attributes).filter((pair): pair is [string, string | number] => pair[1] !== undefined);
  const open = [name, ...pairs.map(([key, value]) => `${key}="${escapeXml(String(value))}"`)].join(' ');
  return text === undefined ? `<${open}/>` : `<${open}>${escapeXml(text)}</${name}>`;
}
