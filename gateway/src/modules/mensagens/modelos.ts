import { formatarData, formatarPontos } from '@sw/common';

/**
 * The texts members receive by WhatsApp. Producers queue them with
 *   enfileirarMensagem(ctx, { celular, parceiroId, ...mensagemVendaPontuada({...}) })
 * so the wording lives here only. `parametros` keeps the values the text was built from, for the
 * outbox's record.
 */

export interface ModeloMensagem {
  tipo: string;
  texto: string;
  parametros: Record<string, unknown>;
}

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] || nome.trim();

/** A sale credited (Nova venda, sales upload, a typed claim approved). */
export function mensagemVendaPontuada(d: { nome: string; pontos: number; saldo?: number | null; identificador?: string | null }): ModeloMensagem {
  const venda = d.identificador ? `Sua venda ${d.identificador}` : 'Sua venda';
  const saldo = d.saldo === undefined || d.saldo === null ? '' : ` Seu saldo agora é de ${formatarPontos(d.saldo)} pontos.`;
  return {
    tipo: 'venda_pontuada',
    texto: `Olá, ${primeiroNome(d.nome)}! ${venda} foi pontuada: você ganhou ${formatarPontos(d.pontos)} pontos.${saldo} Obrigado por participar do Experiências SW!`,
    parametros: { nome: d.nome, pontos: d.pontos, saldo: d.saldo ?? null, identificador: d.identificador ?? null },
  };
}

/** A receipt claim rejected, with one of the reasons of spec 2 §4. */
export function mensagemPontuacaoReprovada(d: { nome: string; motivo: string; enviadaEm?: Date | string | null }): ModeloMensagem {
  const quando = d.enviadaEm ? ` em ${formatarData(d.enviadaEm)}` : '';
  return {
    tipo: 'pontuacao_reprovada',
    texto: `Olá, ${primeiroNome(d.nome)}! A nota que você enviou${quando} não foi aprovada. Motivo: ${d.motivo}. Você pode enviar uma nova foto da nota pela loja Experiências SW.`,
    parametros: { nome: d.nome, motivo: d.motivo, enviadaEm: d.enviadaEm ?? null },
  };
}

/** Points expiring soon (the daily reminder). `primeiroVencimento` is a calendar day, YYYY-MM-DD. */
export function mensagemLembreteVencimento(d: { nome: string; pontos: number; primeiroVencimento: string; dias: number }): ModeloMensagem {
  return {
    tipo: 'lembrete_vencimento',
    texto: `Olá, ${primeiroNome(d.nome)}! Você tem ${formatarPontos(d.pontos)} pontos que vencem nos próximos ${d.dias} dias (os primeiros em ${formatarData(d.primeiroVencimento)}). Acesse a loja Experiências SW e troque seus pontos antes que expirem.`,
    parametros: { nome: d.nome, pontos: d.pontos, primeiroVencimento: d.primeiroVencimento, dias: d.dias },
  };
}

/**
 * The password recovery link, for a member registered without e-mail (docs/cadastro-e-senha.md). The
 * outbox replaces the text once it is sent or given up (fila.service.ts), so the link does not stay
 * in the table.
 */
export const TIPO_RECUPERACAO_SENHA = 'recuperacao_senha';
export function mensagemRecuperacaoSenha(d: { nome: string; link: string; minutos: number }): ModeloMensagem {
  return {
    tipo: TIPO_RECUPERACAO_SENHA,
    texto: `Olá, ${primeiroNome(d.nome)}! Para criar uma nova senha no Experiências SW, acesse ${d.link} (válido por ${d.minutos} minutos, uma única vez). Se você não pediu, ignore esta mensagem.`,
    parametros: { nome: d.nome, minutos: d.minutos },
  };
}

/** The message of the settings screen's test button. */
export function mensagemTeste(): ModeloMensagem {
  return {
    tipo: 'teste',
    texto: 'Experiências SW: mensagem de teste do painel. Se você a recebeu, a configuração do WhatsApp está correta.',
    parametros: {},
  };
}
