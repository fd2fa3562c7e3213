import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { LIMITE_ESPERA_MS } from './esperar';

export interface EmailRecebido {
  de: string;
  para: string[];
  bruto: string;
}

/**
 * A local SMTP server for tests: accepts every message without authentication and keeps it,
 * so a test can read the link the gateway e-mailed. `url` is what SMTP_URL should be.
 */
export class SmtpFalso {
  readonly recebidos: EmailRecebido[] = [];
  private esperando: ((e: EmailRecebido) => void)[] = [];
  private constructor(
    private servidor: SMTPServer,
    readonly url: string,
  ) {}

  /** With `pasta`, each message is also written there as N.eml (the e2e runner's mailbox). */
  static async iniciar(pasta?: string): Promise<SmtpFalso> {
    let instancia: SmtpFalso | null = null;
    const servidor = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, sessao, fim) {
        const partes: Buffer[] = [];
        stream.on('data', (p: Buffer) => partes.push(p));
        stream.on('end', () => {
          const email = {
            de: sessao.envelope.mailFrom ? sessao.envelope.mailFrom.address : '',
            para: sessao.envelope.rcptTo.map((r) => r.address),
            bruto: Buffer.concat(partes).toString('utf8'),
          };
          if (pasta) fs.writeFileSync(path.join(pasta, `${Date.now()}-${instancia!.recebidos.length}.eml`), `Para: ${email.para.join(',')}\n${email.bruto}`);
          instancia!.receber(email);
          fim();
        });
      },
    });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    const porta = (servidor.server.address() as { port: number }).port;
    instancia = new SmtpFalso(servidor, `smtp://127.0.0.1:${porta}`);
    return instancia;
  }

  private receber(email: EmailRecebido) {
    this.recebidos.push(email);
    const fila = this.esperando;
    this.esperando = [];
    fila.forEach((f) => f(email));
  }

  /** The next message to this address (or one already received and not yet taken); the bound only ends a wait that will never succeed. */
  async proximo(para: string, timeoutMs = LIMITE_ESPERA_MS): Promise<EmailRecebido> {
    const ja = this.recebidos.findIndex((e) => e.para.includes(para));
    if (ja >= 0) return this.recebidos.splice(ja, 1)[0];
    return new Promise((ok, falha) => {
      const t = setTimeout(() => falha(new Error(`nenhum e-mail para ${para}`)), timeoutMs);
      const ouvir = (e: EmailRecebido) => {
        if (!e.para.includes(para)) {
          this.esperando.push(ouvir);
          return;
        }
        clearTimeout(t);
        this.recebidos.splice(this.recebidos.indexOf(e), 1);
        ok(e);
      };
      this.esperando.push(ouvir);
    });
  }

  /** The password-recovery token in a message (the last path segment of its link). */
  static token(email: EmailRecebido): string {
    // Quoted-printable may wrap long lines with "=\r\n"; undo that before reading the link.
    const texto = email.bruto.replace(/=\r?\n/g, '');
    const m = texto.match(/\/esqueceu-senha\/([A-Za-z0-9_-]+)/);
    if (!m) throw new Error('link de recuperação ausente');
    return m[1];
  }

  fechar(): Promise<void> {
    return new Promise((ok) => this.servidor.close(() => ok()));
  }
}
