// @ts-check
// `npm start` on a fresh install: with nobody in the staff console yet, an invitation link for its first admin. Each
// start makes a new one, and the one printed before stops working: only the newest link opens the console.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The first admin's invitation link, or null once someone has joined (or if the store cannot be read: the site
 * still starts, and `npm run staff -- invite` says why).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string | null>}
 */
export async function firstAdminInvitation(env) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff.ts', 'first-admin'],
      {
        env,
        timeout: 30_000,
      },
    );
    return stdout.trim() || null;
  } catch (error) {
    console.error(`No first-admin invitation: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
    return null;
  }
}
