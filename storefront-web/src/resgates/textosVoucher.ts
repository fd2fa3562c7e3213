import { formatarTelefone } from '@sw/common';

/**
 * What a voucher says depends on what was redeemed (docs/premios-e-resgates.md, "Voucher do
 * vendedor"): an experience or partner offer is booked and used at the partner; card credit is loaded
 * on the programme's prepaid card; a phone top-up goes to the number the member gave; a physical
 * prize is sent by the programme. Only experiences tell the member to book in advance.
 */
export type EspecieVoucher = 'experiencia' | 'credito' | 'recarga' | 'fisico';

export function especieDoVoucher(v: { tipo: string; origem: string }, temModelo: boolean): EspecieVoucher {
  if (v.tipo === 'credito') return 'credito';
  if (v.tipo === 'recarga') return 'recarga';
  if (v.tipo === 'bivolt') return 'fisico';
  // A programme prize with no partner template is a physical prize; offers and templates are used at a partner.
  return v.origem === 'premio' && !temModelo ? 'fisico' : 'experiencia';
}

export const DICAS: Record<EspecieVoucher, string[]> = {
  experiencia: [
    'Agende sua experiência com pelo menos 7 dias de antecedência.',
    'Apresente este voucher e um documento oficial com foto no estabelecimento.',
    'Aproveite!',
  ],
  credito: ['O crédito será carregado no seu cartão pré-pago do programa.', 'Acompanhe o saldo do cartão em "Cartão".', 'Aproveite!'],
  recarga: ['A recarga será feita no celular que você informou.', 'Confira abaixo a operadora e o número.', 'Aproveite!'],
  fisico: ['Seu prêmio será enviado pela equipe do programa.', 'Acompanhe a entrega em "Resgates".', 'Aproveite!'],
};

/** COMO RECEBER of the kinds that are not used at a partner (experiences keep their templates). */
export const COMO_RECEBER: Record<Exclude<EspecieVoucher, 'experiencia'>, string[]> = {
  credito: [
    'O valor é carregado no seu cartão pré-pago do programa pelo emissor do cartão.',
    'Se você ainda não tinha o cartão, ele foi solicitado junto com o resgate e o crédito vai para ele.',
  ],
  recarga: [
    'A recarga é feita pela equipe do programa na operadora e no número informados no resgate.',
    'Se algum dado estiver errado, fale com a central de atendimento.',
  ],
  fisico: ['A equipe do programa separa e envia o prêmio.', 'O andamento (Em trânsito, Entregue) aparece em "Resgates".'],
};

export const REGRAS: Record<'experiencia' | 'outros', string[]> = {
  experiencia: [
    'Este voucher é pessoal e intransferível e vale para um único uso.',
    'Válido somente para maiores de 18 anos.',
    'Não pode ser alterado nem trocado por outro produto ou por dinheiro.',
    'Confira o prazo de validade da oferta antes de usar.',
  ],
  outros: ['Este resgate é pessoal e intransferível.', 'Não pode ser alterado nem trocado por outro produto ou por dinheiro.'],
};

/**
 * The member's choice as labelled lines: the voltage of a bivolt prize, the operator and number of
 * a top-up (stored as "TIM 11988887777", with the member's note after " — "); anything else as is.
 */
export function linhasDaEscolha(tipo: string, escolha: string | null | undefined): string[] {
  if (!escolha) return [];
  const [principal, ...resto] = escolha.split(' — ');
  const nota = resto.join(' — ');
  const extra = nota ? [`Sua observação: ${nota}`] : [];
  const voltagem = /^(110V|220V)$/.exec(principal.trim());
  if (tipo === 'bivolt' && voltagem) return [`Voltagem: ${voltagem[1]}`, ...extra];
  const recarga = /^(.+?)\s+(\d{10,11})$/.exec(principal.trim());
  if (tipo === 'recarga' && recarga) return [`Operadora: ${recarga[1]}`, `Celular: ${formatarTelefone(recarga[2])}`, ...extra];
  return [`Sua escolha: ${escolha}`];
}
