/**
 * Prepaid card and the redemption additions (spec 2 Cartões, Resgates §5 §8; spec 3 §2.14, §3, §9).
 * Texts quoted from the contract where it gives them; the rest are ours (docs/cartoes.md).
 */
export const MENSAGENS_CARTOES = {
  informeCodigoBarras: 'Informe o código de barras',
  informeNumero: 'Informe o número',
  cartaoCadastrado: 'Cartão cadastrado com sucesso',
  codigoBarrasEmUso: 'Código de barras já cadastrado',
  numeroEmUso: 'Número de cartão já cadastrado',
  cpfComCartao: 'Este CPF já tem um cartão.',
  cpfSemVendedor: 'Nenhum vendedor com este CPF.',
  cartaoNaoEncontrado: 'Cartão não encontrado.',
  solicitacaoDesbloqueio: 'Solicitação de desbloqueio efetuada com sucesso',
  solicitacaoBloqueio: 'Solicitação de bloqueio efetuada com sucesso',
  jaBloqueado: 'O cartão já está bloqueado.',
  naoBloqueado: 'O cartão não está bloqueado.',
  desbloqueioEmAndamento: 'Já existe uma solicitação de desbloqueio em andamento.',
  cartaoNaoEmitido: 'Seu cartão ainda não foi emitido.',
  statusCartaoInvalido: 'Status inválido. Use 0 (desbloquear) ou 1 (bloquear).',
  solicitacaoEmAndamento: 'SOLICITACAO EM ANDAMENTO',
  linhasSaldoProcessado: (n: number) => `${n} linhas de saldo processado`,
  informeNomeCompleto: 'Informe seu nome completo',
  cartaoAtualizado: 'Cartão atualizado com sucesso',
  informeAlteracaoCartao: 'Informe o que mudar no cartão: entregue ou bloqueado.',
  cartaoEmEstoque: 'Cartão em estoque: cadastre o CPF do vendedor antes de marcar a entrega.',
  cartaoSemNumero: 'O cartão ainda não foi emitido (sem número).',
  numeroCartaoFormato: 'Número do cartão inválido: informe de 13 a 19 dígitos, só números.',
  numeroCartaoDigito: 'Número do cartão inválido: confira os dígitos (o último não confere).',
} as const;

/**
 * The number printed on a prepaid card is a payment card number (ISO/IEC 7812): 13 to 19 digits whose
 * last one is the Luhn check digit. Spaces and hyphens, as printed or pasted, are ignored. Returns the
 * message of the first problem, or null. The gateway refuses with it; the panel form says it sooner.
 */
export function problemaNumeroCartao(numero: string): string | null {
  const limpo = numero.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(limpo)) return MENSAGENS_CARTOES.numeroCartaoFormato;
  let soma = 0;
  for (let i = 0; i < limpo.length; i++) {
    let d = limpo.charCodeAt(limpo.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    soma += d;
  }
  return soma % 10 === 0 ? null : MENSAGENS_CARTOES.numeroCartaoDigito;
}

/** A card number as stored: digits only. */
export const numeroCartaoLimpo = (numero: string): string => numero.replace(/[\s-]/g, '');

export const MENSAGENS_RESGATES_PAINEL = {
  statusObrigatorio: 'Status é obrigatório.',
  informeUmId: 'Informe pelo menos um id.',
  idInvalido: (valor: string) => `Id inválido encontrado: ${valor}`,
  dataEntregaAlterada: 'Data de entrega alterada com sucesso!',
  erroDataEntrega: 'Erro ao alterar data de entrega',
  informeDataEntrega: 'Informe a data de entrega.',
  dataEntregaInvalida: 'Data de entrega inválida.',
  observacaoSalva: 'Observação salva com sucesso',
  statusAtualizado: 'Status atualizado com sucesso',
  resgateCancelado: 'Resgate cancelado com sucesso',
  cancelado: 'CANCELADO',
  vouchersDesativados: 'Os resgates estão desativados no momento.',
  limiteSemanal: (n: number) =>
    n === 0
      ? 'Os resgates estão desativados no momento.'
      : `Você já fez ${n} ${n === 1 ? 'resgate' : 'resgates'} esta semana. O limite semanal é de ${n} ${n === 1 ? 'resgate' : 'resgates'}.`,
  chaveIdempotenciaInvalida: 'Chave de idempotência inválida (até 100 caracteres).',
  chaveIdempotenciaOutroPremio: 'Esta chave de idempotência já foi usada num resgate de outro prêmio.',
} as const;

/** Card fees and rules shown on /cartao (spec 3 §9). */
export const TARIFAS_CARTAO = [
  { descricao: 'Transferência bancária', valor: 'R$ 5,50' },
  { descricao: 'Consulta de saldo em bancos 24h', valor: 'R$ 2,24' },
  { descricao: 'Saque', valor: 'R$ 9,00' },
  { descricao: 'Transferência do saldo para um novo cartão', valor: '2% do saldo' },
] as const;

export const REGRAS_CARTAO = [
  'Cada CPF pode ter um único cartão.',
  'O desbloqueio e o bloqueio do cartão levam até 24 horas úteis.',
  'Pedidos de transferência feitos até as 15:00 são enviados no mesmo dia.',
] as const;

/** Card states as the storefront shows them (spec 3 §2.8 credito, §2.14). */
export type SituacaoCartao = 'solicitado' | 'a_caminho' | 'entregue';

/** Upload Saldo Cartão (POST /api/upload/saldo_cartao): the provider's balance file. */
export const LAYOUT_CSV_SALDO_CARTAO = [
  { campo: 'codigoBarras', obrigatoria: false, descricao: 'Código de barras do cartão (Proxy); este ou o número', exemplo: '0012345678' },
  { campo: 'numero', obrigatoria: false, descricao: 'Número do cartão; este ou o código de barras', exemplo: '' },
  { campo: 'saldo', obrigatoria: true, descricao: 'Saldo atual em reais (ex.: 1.234,56)', exemplo: '150,00' },
  { campo: 'bloqueado', obrigatoria: false, descricao: 'Situação no emissor: 1 bloqueado, 0 desbloqueado (opcional)', exemplo: '0' },
];
