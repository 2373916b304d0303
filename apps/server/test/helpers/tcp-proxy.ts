import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that a test can freeze (bytes stop flowing both
 * ways, new connections are accepted and left waiting: what a SIGSTOPped server looks like) or
 * stop (every connection cut, new ones refused: a stopped server), then resume. It simulates an
 * outage without touching the PostgreSQL server other tests share.
 */
export class TcpProxy {
  #server: Server | undefined;
  #port = 0;
  #frozen = false;
  readonly #sockets = new Set<Socket>();
  /** Writes held while frozen, in order; a connection not yet opened upstream is held too. */
  #held: (() => void)[] = [];

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get port(): number {
    return this.#port;
  }

  async start(): Promise<void> {
    const server = createServer((client) => this.#accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no port');
    this.#port = address.port;
    this.#server = server;
  }

  freeze(): void {
    this.#frozen = true;
  }

  /** Cuts every connection and refuses new ones until resume(). */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    this.#held = [];
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Forwards again: held bytes flow in order; after stop(), listens again on the same port. */
  async resume(): Promise<void> {
    this.#frozen = false;
    const held = this.#held;
    this.#held = [];
    for (const run of held) run();
    if (!this.#server) await this.start();
  }

  async close(): Promise<void> {
    this.#frozen = false;
    await this.stop();
  }

  #track(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.#sockets.delete(socket));
  }

  #accept(client: Socket): void {
    this.#track(client);
    const early: Buffer[] = [];
    client.on('data', (chunk) => early.push(chunk));
    const open = () => {
      if (client.destroyed) return;
      const upstream = new Socket();
      this.#track(upstream);
      upstream.connect(this.targetPort, this.targetHost);
      client.removeAllListeners('data');
      for (const chunk of early) upstream.write(chunk);
      this.#pipe(client, upstream);
      this.#pipe(upstream, client);
    };
    if (this.#frozen) this.#held.push(open);
    else open();
  }

  #pipe(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      const write = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (this.#frozen || this.#held.length > 0) this.#held.push(write);
      else write();
    });
    from.on('close', () => {
      const end = () => to.destroy();
      if (this.#frozen) this.#held.push(end);
      else end();
    });
  }
}
