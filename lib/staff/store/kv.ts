// The few storage operations the staff console needs, so one SQLite file (one instance) or Redis (several) holds it.

/** One audit log line as stored: who by id and by name and email at the time (a removed person stays readable). */
export interface AuditRecord {
  at: number;
  personId: string;
  name: string;
  email: string;
  action: string;
  target: string;
  result: string;
}

export interface AuditQuery {
  personId?: string;
  /** Only lines older than this (epoch ms), for the next page. */
  before?: number;
  limit: number;
}

export interface StaffKv {
  get(key: string): Promise<string | null>;
  /** Sets the value; with `ttlMs`, it is gone after that long. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets the value only if the key holds none: true when this call set it (one use, one email). */
  setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean>;
  /** Replaces the value only if the key holds one, keeping its expiry: true when it did (a removed record stays so). */
  setIfPresent(key: string, value: string): Promise<boolean>;
  del(...keys: string[]): Promise<void>;
  /** Reads and deletes in one step: a second caller gets null (a WebAuthn challenge is used once). */
  take(key: string): Promise<string | null>;
  /** Adds one to a counter that lives `ttlMs` from its first hit; answers the new count. */
  count(key: string, ttlMs: number): Promise<number>;
  addMember(set: string, member: string): Promise<void>;
  removeMember(set: string, member: string): Promise<void>;
  members(set: string): Promise<string[]>;
  /** Appends a line; nothing can change or remove one, except lines older than `keepMs` as new ones come. */
  appendAudit(record: AuditRecord, keepMs: number): Promise<void>;
  /** Newest first. */
  readAudit(query: AuditQuery): Promise<AuditRecord[]>;
  close(): Promise<void>;
}
