import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Urls } from './http/urls.ts';
import type { DeliveryWorker } from './admin/delivery-worker.ts';

/** What route modules need: the config, the database, URL mapping and the publish-hook worker. */
export interface AppContext {
  config: Config;
  db: Db;
  urls: Urls;
  worker: DeliveryWorker;
}
