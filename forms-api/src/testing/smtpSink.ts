import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives (no TLS, no authentication), on
 * `port` (0 for any free one); `delayMs` holds each answer, so senders overlap.
 */
export async function startSmtpSink({ port = 0, delayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const listening = (smtp.server.address() as { port: number }).port;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
