import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose message is safe to show the caller, answered as {"error": message}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More the caller needs beside the message (a refused save's current version), sent beside `error`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content length does not match the body',
};

/** Every error and unknown path answers {"error": "..."}; faults are logged and never leak details. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ error: 'not found' });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      const code = 'code' in error ? error.code : undefined;
      const message =
        (code && FRAMEWORK_MESSAGES[code]) ?? (error instanceof SyntaxError ? 'malformed body' : error.message);
      return reply.code(status).send({ ...(error instanceof HttpError ? error.details : {}), error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal server error' });
  });
}

/** Router-level errors (Fastify's frameworkErrors option) in the same {"error"} shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // A path parameter longer than any stored slug cannot name a record.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(404).send({ error: 'not found' });
  else void reply.code(400).send({ error: error.code === 'FST_ERR_BAD_URL' ? 'malformed URL' : error.message });
}
