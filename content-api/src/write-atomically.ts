import fs from 'node:fs';

/** Write-then-rename, so a reader (or a second process writing the same file) never sees half a file. */
export async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}
