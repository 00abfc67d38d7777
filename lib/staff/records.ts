// This process's staff records, from the site's configuration.
import 'server-only';
import { site } from '@/lib/site';
import { staffRecords, type StaffRecords } from './store/records';
import { staffKv } from './store/staff-kv';
import { relyingPartyOf } from './sign-in/relying-party';

export const staff = async (): Promise<StaffRecords> => staffRecords(await staffKv(), site.staff.secret);

export const relyingParty = () => relyingPartyOf(site.siteUrl, site.brand.name);
