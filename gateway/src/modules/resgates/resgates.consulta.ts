import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { naoEncontrado } from '../../core/errors';
import { LinhaResgate, ResgateDTO } from './resgate.types';
import { NOMES_STATUS_RESGATE } from './resgates.regras';

/** The one SELECT behind every redemption read (member and staff), and its row → DTO mapping. */
export const SELECT_RESGATES = `
  SELECT r.id, r.redemption_code, r.parceiro_id, p.nome AS parceiro_nome, r.revenda_id, v.nome_fantasia AS revenda_nome,
         v.end_cidade AS cidade, d.nome AS rede_nome, COALESCE(r.premio_id, r.oferta_id) AS premio_id, r.oferta_id,
         COALESCE(pr.nome, ofe.nome) AS premio_nome, COALESCE(pr.codigo, ofe.codigo) AS premio_codigo,
         COALESCE(pr.tipo, ofe.tipo) AS premio_tipo, pr.foto AS premio_foto, r.qtde, r.obs, r.escolha_membro, r.saldo_anterior, r.pontos_gastos, r.status,
         r.resgatado_em, to_char(r.data_entrega, 'YYYY-MM-DD') AS data_entrega
    FROM resgates r
    JOIN parceiros p ON p.id = r.parceiro_id
    JOIN revendas v ON v.id = r.revenda_id
    JOIN redes d ON d.id = v.rede_id
    -- A redemption names a prize or a catalogue offer (docs/ofertas-e-catalogo.md).
    LEFT JOIN premios pr ON pr.id = r.premio_id
    LEFT JOIN ofertas ofe ON ofe.id = r.oferta_id`;

export const resgateDTO = (l: LinhaResgate): ResgateDTO => ({
  id: l.id,
  redemptionCode: l.redemption_code,
  parceiroId: l.parceiro_id,
  parceiro: l.parceiro_nome,
  revendaId: l.revenda_id,
  revenda: l.revenda_nome,
  cidade: l.cidade,
  rede: l.rede_nome,
  ofertaId: l.oferta_id ?? null,
  premio: {
    id: l.premio_id,
    nome: l.premio_nome,
    codigo: l.premio_codigo,
    tipo: l.premio_tipo,
    diretorioFoto: l.premio_foto ? `/api/arquivos/${l.premio_foto}` : null,
  },
  qtde: l.qtde,
  obs: l.obs,
  escolhaMembro: l.escolha_membro,
  saldoAnterior: Number(l.saldo_anterior),
  pontosGastos: Number(l.pontos_gastos),
  status: l.status,
  nomeStatus: NOMES_STATUS_RESGATE[l.status],
  resgatadoEm: l.resgatado_em,
  dataEntrega: l.data_entrega,
});

export function lerIdResgate(valor: unknown): number {
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado(MENSAGENS.resgateNaoEncontrado);
  return n;
}

/** One redemption by id, with an extra condition (the member's own, the staff scope). */
export async function buscarResgate(ctx: RequestContext, id: number, condicao = 'true', parametros: unknown[] = []): Promise<ResgateDTO> {
  const [l] = await ctx.manager.query<LinhaResgate[]>(`${SELECT_RESGATES} WHERE r.id = $1 AND (${condicao})`, [id, ...parametros]);
  if (!l) throw naoEncontrado(MENSAGENS.resgateNaoEncontrado);
  return resgateDTO(l);
}
