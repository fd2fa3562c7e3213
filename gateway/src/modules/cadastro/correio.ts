import nodemailer, { Transporter } from 'nodemailer';
import { logger } from '../../core/logger';
import { config } from '../../runtime';

export interface Email {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
  responderPara?: string;
}

let transporte: { url: string; t: Transporter } | null = null;

/**
 * The SMTP adapter (SMTP_URL, SMTP_FROM). Without SMTP_URL nothing is sent: the message is
 * logged at warn level (with its text, so a developer can follow the link, outside production);
 * production must configure SMTP.
 */
export async function enviarEmail(email: Email): Promise<void> {
  const { smtpUrl, remetente } = config().email;
  if (!smtpUrl) {
    // The text carries a live recovery link: it is logged only outside production.
    const texto = config().ambiente === 'production' ? undefined : email.texto;
    logger.warn({ para: email.para, assunto: email.assunto, texto }, 'SMTP_URL ausente: e-mail não enviado');
    return;
  }
  if (transporte?.url !== smtpUrl) transporte = { url: smtpUrl, t: nodemailer.createTransport(smtpUrl) };
  await transporte.t.sendMail({ from: remetente, to: email.para, subject: email.assunto, text: email.texto, html: email.html, replyTo: email.responderPara });
}
