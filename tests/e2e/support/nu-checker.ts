import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { INLINED_STYLE } from '../../../next-glue/server/inline-stylesheets.mjs';

// The W3C Nu HTML Checker (vnu-jar, needs Java 17+), run once over many saved pages.

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

// The build's own CSS, which the server puts inside each page (next-glue/server/inline-stylesheets.mjs), is left
// out as it was when it came as files: vnu's CSS checker types neither var() inside calc() nor round().
const withoutBuildCss = (html: string) => html.replace(INLINED_STYLE, '$1$3');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export interface NuError {
  page: string;
  line: number | null;
  message: string;
  extract: string;
}

/** Checks each page's HTML (name → HTML) in one vnu run and returns its errors, warnings left out. */
export async function nuErrors(pages: ReadonlyMap<string, string>): Promise<NuError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = new Map<string, string>();
    for (const [index, [name, html]] of [...pages].entries()) {
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, withoutBuildCss(html));
      files.set(`file:${file}`, name);
    }
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type !== 'info')
      .map((message) => ({
        page: files.get(message.url ?? '') ?? message.url ?? '(unknown)',
        line: message.lastLine ?? null,
        message: message.message,
        extract: (message.extract ?? '').trim().slice(0, 160),
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
