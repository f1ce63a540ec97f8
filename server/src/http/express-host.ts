import http from 'node:http';
import type { Socket } from 'node:net';
import express, { type Express } from 'express';

/**
 * How the app's HTTP server hands requests to Express.
 *
 * Express gives every request and response its own prototypes (`app.request`, `app.response`)
 * with `Object.setPrototypeOf`, once per request. V8 then gives each of those objects a new hidden
 * class, and Node's HTTP code, which handles them next, runs on polymorphic paths from there on.
 * Measured here: that one step cut a bare `node:http` JSON server from ~60,000 to
 * ~25,000 requests a second, and it is most of what an Express route costs beyond `node:http`.
 *
 * So Node builds each request and response on those prototypes from the start (http.createServer's
 * `IncomingMessage` and `ServerResponse` options), and Express's own step finds the prototype
 * already in place, which costs nothing. Same Express, same middleware, same answers.
 *
 * The prototypes exist before the app does (a test server listens first, to learn the port its
 * app's PUBLIC_URL names). `serve` puts them in front of the app's own (which hold `req.app` and
 * anything the app added) and makes them the app's `app.request` and `app.response`.
 */
export interface ExpressHost {
  /** For `http.createServer`: requests and responses made on the served app's prototypes. */
  readonly serverOptions: Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'>;
  /** The app this server serves (one per host), as its request listener. */
  serve(app: Express): http.RequestListener;
}

export function createExpressHost(): ExpressHost {
  const requestPrototype = Object.create(express.request) as typeof express.request;
  const responsePrototype = Object.create(express.response) as typeof express.response;

  // Node's own constructors, on Express's prototypes (function constructors: Node calls them with `new`).
  function Request(this: http.IncomingMessage, socket: Socket): void {
    http.IncomingMessage.call(this, socket);
  }
  Request.prototype = requestPrototype;
  function Response(this: http.ServerResponse, req: http.IncomingMessage, options?: object): void {
    (http.ServerResponse as unknown as (req: http.IncomingMessage, options?: object) => void).call(
      this,
      req,
      options,
    );
  }
  Response.prototype = responsePrototype;

  let served: Express | undefined;
  return {
    serverOptions: {
      IncomingMessage: Request as unknown as typeof http.IncomingMessage,
      ServerResponse: Response as unknown as typeof http.ServerResponse,
    },
    serve(app) {
      if (served && served !== app) throw new Error('an ExpressHost serves one app');
      if (served === app) return app;
      served = app;
      Object.setPrototypeOf(requestPrototype, app.request);
      Object.setPrototypeOf(responsePrototype, app.response);
      app.request = requestPrototype;
      app.response = responsePrototype;
      return app;
    },
  };
}
