import { MENSAGENS_CONTAS as M } from '@sw/common';
import { RequestContext } from '../../core/context';
import { naoAutenticado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './contas.esquemas';
import { config } from '../../runtime';
import { registrarLog } from '../auditoria/auditoria.service';
import { enviarEmail } from '../cadastro/correio';
import { contarChamadaPublica } from '../cadastro/limite-publico';

interface LinhaContato {
  nome: string;
  cpf: string;
  email: string | null;
  celular: string | null;
  telefone: string | null;
  end_cidade: string | null;
  end_estado: string | null;
  nome_fantasia: string;
  cnpj: string;
}

/**
 * POST /api/enviar-email-contato (spec 3 §2.13): the member's message to support, with their
 * profile data, through the mail adapter. An empty message is refused and nothing is sent (the
 * original sent it anyway). Sends are counted per address like the other calls that send e-mail.
 */
export async function enviarContato(ctx: RequestContext, { mensagem }: Entrada<typeof esquemas.contato>): Promise<{ mensagem: string }> {
  const eu = ctx.parceiro;
  if (!eu) throw naoAutenticado();
  await contarChamadaPublica(ctx, 'contato');
  const [p] = await ctx.manager.query<LinhaContato[]>(
    `SELECT p.nome, p.cpf, p.email, p.celular, p.telefone, p.end_cidade, p.end_estado, r.nome_fantasia, r.cnpj
     FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.id = $1`,
    [eu.id],
  );
  const texto = [
    `Nome: ${p.nome}`,
    `CPF: ${p.cpf}`,
    `E-mail: ${p.email ?? '-'}`,
    `Celular: ${p.celular ?? '-'}`,
    `Telefone: ${p.telefone ?? '-'}`,
    `Cidade: ${p.end_cidade ?? '-'}${p.end_estado ? `/${p.end_estado}` : ''}`,
    `Loja: ${p.nome_fantasia} (${p.cnpj})`,
    '',
    'Mensagem:',
    mensagem,
  ].join('\n');
  await enviarEmail({ para: config().emailSuporte, assunto: M.assuntoContato(p.nome), texto, responderPara: p.email ?? undefined });
  await registrarLog(ctx, 'parceiro.contato.enviar', { parceiroId: eu.id, tamanho: mensagem.length });
  return { mensagem: M.mensagemEnviada };
}
