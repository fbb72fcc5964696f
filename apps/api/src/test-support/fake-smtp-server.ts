import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it after DATA. */
  data: string;
  auth: string | undefined;
}

/**
 * A tiny SMTP server speaking just enough of RFC 5321 (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT) to prove that the SMTP mailer really delivers, without a network.
 */
export async function startFakeSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let pendingLogin: 'user' | 'pass' | undefined;
    let loginUser = '';
    let current: ReceivedMail = { from: '', to: [], data: '', auth: undefined };
    let auth: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP pronto');

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...current, auth });
          current = { from: '', to: [], data: '', auth: undefined };
          reply('250 2.0.0 guardado');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (pendingLogin === 'user') {
          loginUser = Buffer.from(line, 'base64').toString();
          pendingLogin = 'pass';
          reply(`334 ${Buffer.from('Password:').toString('base64')}`);
          continue;
        }
        if (pendingLogin === 'pass') {
          auth = `${loginUser}:${Buffer.from(line, 'base64').toString()}`;
          pendingLogin = undefined;
          reply('235 2.7.0 autenticado');
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-fake-smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
        else if (command === 'HELO') reply('250 fake-smtp');
        else if (command === 'AUTH') {
          const [, mechanism, initial] = line.split(' ');
          if (mechanism?.toUpperCase() === 'PLAIN' && initial) {
            const [, user, pass] = Buffer.from(initial, 'base64').toString().split('\0');
            auth = `${user}:${pass}`;
            reply('235 2.7.0 autenticado');
          } else if (mechanism?.toUpperCase() === 'LOGIN') {
            pendingLogin = 'user';
            reply(`334 ${Buffer.from('Username:').toString('base64')}`);
          } else reply('504 mecanismo não suportado');
        } else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 pode mandar');
        } else if (command === 'RSET') {
          current = { from: '', to: [], data: '', auth: undefined };
          reply('250 ok');
        } else if (command === 'NOOP') reply('250 ok');
        else if (command === 'QUIT') {
          reply('221 tchau');
          socket.end();
        } else reply('502 comando não implementado');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    async waitFor(count: number, timeoutMs = 5_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the fake SMTP server got ${received.length} of ${count} messages`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
