/** Tiny SVG string helpers; numbers are rounded so output is compact and stable. */
const round = (value: number) => Math.round(value * 10) / 10;

type Attrs = Record<string, string | number>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');
}

export const el = (name: string, values: Attrs, children = '') =>
  children ? `<${name} ${attrs(values)}>${children}</${name}>` : `<${name} ${attrs(values)}/>`;

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, angle: 'down' | 'diagonal' = 'diagonal'): string {
  const end = angle === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
