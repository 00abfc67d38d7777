import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

export declare const CLIENT_HEADER: string;
export declare function parseTrustedProxies(value?: string): BlockList;
export declare function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string;
export declare function setClientAddress(req: IncomingMessage, trusted: BlockList): void;
