import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Urls } from './http/urls.ts';
import type { DeliveryWorker } from './admin/delivery-worker.ts';
import type { Scheduler } from './schedule/scheduler.ts';

/** What route modules need: the config, the database, URL mapping, the publish-hook worker, the scheduler and the clock. */
export interface AppContext {
  config: Config;
  db: Db;
  urls: Urls;
  worker: DeliveryWorker;
  /** Announces scheduled changes at their moment; re-armed after each admin write. */
  scheduler: Scheduler;
  /** The instant publication windows are judged at (content/visibility.ts). */
  clock: () => Date;
}
