import { SelectQueryBuilder } from 'typeorm';
import { MENSAGENS, Permissao } from '@sw/common';
import { buscaPorInicio, TabelasBuscaPorInicio } from '../../core/busca-inicio';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { naoAutenticado, naoEncontrado } from '../../core/errors';
import { OpcoesLista } from '../../core/listagem';
import { Parceiro } from './parceiro.entity';
import { ParceiroPainelDTO } from './parceiros-painel.types';
import { FUSO } from '../../core/calendario';
import { redeDoFiltro } from '../../core/filtro-rede';

/**
 * The one query behind every staff read of salespeople (list, CPF lookup, detail, export), so
 * visibility is decided in one place: role 2 sees inactive salespeople too, every other role only
 * active ones; role 3 only its stores; a user with idRedesPermitidas only those networks.
 */

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    nome: 'p.nome',
    cpf: 'p.cpf',
    email: 'p.email',
    celular: 'p.celular',
    revenda: 'r.nome_fantasia',
    rede: 'd.nome',
    endCidade: 'p.end_cidade',
    saldoPontos: 'p.saldo_pontos',
    totalPontos: 'p.total_pontos',
    ultimaPontuacao: 'p.ultima_pontuacao',
    ultimoAcessoEm: 'p.ultimo_acesso_em',
    // More days without access = an older (or no) last access; "never" sorts as the most days.
    diasSemAcesso: `-extract(epoch FROM coalesce(p.ultimo_acesso_em, 'epoch'::timestamptz))`,
    ativo: 'p.ativo',
    criadoEm: 'p.criado_em',
  },
  padrao: { campo: 'nome', direcao: 'ASC' },
};

const COLUNAS: [string, string][] = [
  ['p.id', 'id'],
  ['p.nome', 'nome'],
  ['p.cpf', 'cpf'],
  ['p.email', 'email'],
  ['p.celular', 'celular'],
  ['p.telefone', 'telefone'],
  ['p.sexo', 'sexo'],
  [`to_char(p.data_nascimento, 'YYYY-MM-DD')`, 'data_nascimento'],
  ['p.end_rua', 'end_rua'],
  ['p.end_numero', 'end_numero'],
  ['p.end_complemento', 'end_complemento'],
  ['p.end_bairro', 'end_bairro'],
  ['p.end_cidade', 'end_cidade'],
  ['p.end_estado', 'end_estado'],
  ['p.end_cep', 'end_cep'],
  ['p.hobby', 'hobby'],
  ['p.revenda_id', 'revenda_id'],
  ['r.cnpj', 'cnpj_revenda'],
  ['r.codigo', 'cod_revenda'],
  ['r.nome_fantasia', 'revenda'],
  ['r.cnpj_cdd_revenda_master', 'cnpj_cdd_revenda_master'],
  ['r.tipo_pontuacao', 'tipo_pontuacao'],
  ['d.id', 'rede_id'],
  ['d.nome', 'rede'],
  ['p.saldo_pontos', 'saldo_pontos'],
  ['p.total_pontos', 'total_pontos'],
  ['p.ultima_pontuacao', 'ultima_pontuacao'],
  ['p.ultimo_acesso_em', 'ultimo_acesso_em'],
  [`((now() AT TIME ZONE '${FUSO}')::date - (p.ultimo_acesso_em AT TIME ZONE '${FUSO}')::date)`, 'dias_sem_acesso'],
  ['p.quem_indicou', 'quem_indicou'],
  ['p.aceitou_regulamento', 'aceitou_regulamento'],
  ['p.ativo', 'ativo'],
  ['p.id_indicacao', 'id_indicacao'],
  ['p.criado_em', 'criado_em'],
];

export interface FiltroParceiros {
  redeId?: number | null;
  /** true: only active; false: only inactive; null: all the caller may see. */
  ativo?: boolean | null;
  busca?: string | null;
  id?: number;
  cpf?: string;
}

/**
 * Where the salesperson search looks (docs/busca.md, "Vendedores"): the words of the name, e-mail,
 * CPF and store name kept by the migration BuscaVendedores, matched by word start, the page read in
 * name order from the key index. The benchmark's reference runs the same.
 */
export const TABELAS_BUSCA_PARCEIROS: TabelasBuscaPorInicio = {
  textos: 'parceiros_busca',
  chaves: 'parceiros_busca_chaves',
  colunaId: 'parceiro_id',
  id: 'p.id',
  ordem: 'nome',
};

/**
 * The list's sortable fields for a term: with a search word of 3+ characters, "nome" orders by the
 * key table's copy of the name (k.nome), which its index hands out in order (core/busca-inicio.ts).
 */
export function opcoesListaParceiros(busca: string | null | undefined): OpcoesLista {
  const ordem = buscaPorInicio(busca, TABELAS_BUSCA_PARCEIROS, () => "''")?.ordem;
  return ordem ? { ...OPCOES_LISTA, ordenaveis: { ...OPCOES_LISTA.ordenaveis, nome: ordem } } : OPCOES_LISTA;
}

export async function consultaParceiros(ctx: RequestContext, filtro: FiltroParceiros): Promise<SelectQueryBuilder<Parceiro>> {
  const u = ctx.usuario;
  if (!u) throw naoAutenticado();
  const qb = ctx.manager.createQueryBuilder(Parceiro, 'p').innerJoin('p.revenda', 'r').innerJoin('redes', 'd', 'd.id = r.rede_id').select([]);
  for (const [expressao, alias] of COLUNAS) qb.addSelect(expressao, alias);

  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (u.permissao !== Permissao.Administrador) qb.andWhere('p.ativo = true');
  if (revendaIds) qb.andWhere('p.revenda_id = ANY(:escopoRevendas)', { escopoRevendas: revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:escopoRedes)', { escopoRedes: redeIds });

  if (filtro.id !== undefined) qb.andWhere('p.id = :idParceiro', { idParceiro: filtro.id });
  if (filtro.cpf !== undefined) qb.andWhere('p.cpf = :cpfParceiro', { cpfParceiro: filtro.cpf });
  if (filtro.redeId) qb.andWhere('r.rede_id = :filtroRede', { filtroRede: filtro.redeId });
  if (filtro.ativo === true || filtro.ativo === false) qb.andWhere('p.ativo = :filtroAtivo', { filtroAtivo: filtro.ativo });

  const parametros: Record<string, string> = {};
  const busca = buscaPorInicio(filtro.busca, TABELAS_BUSCA_PARCEIROS, (valor) => {
    const nome = `busca${Object.keys(parametros).length}`;
    parametros[nome] = valor;
    return `:${nome}`;
  });
  if (busca) {
    for (const j of busca.juncoes) qb.innerJoin(j.tabela, j.alias, j.condicao);
    qb.andWhere(busca.condicao).setParameters(parametros);
  }
  return qb;
}

/** `rede` as an id or a network name, in the caller's scope (the one reading: core/filtro-rede). */
export const lerRede = redeDoFiltro;

/** The column is an int: a well-formed id past its range names no salesperson (404, never a database error). */
export function idDoParceiro(id: string | number): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  return n;
}

const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A row of the list query (snake_case columns), before it becomes a ParceiroPainelDTO. */
export interface LinhaParceiroPainel {
  id: ParceiroPainelDTO['id'];
  nome: ParceiroPainelDTO['nome'];
  cpf: ParceiroPainelDTO['cpf'];
  email: ParceiroPainelDTO['email'];
  celular: ParceiroPainelDTO['celular'];
  telefone: ParceiroPainelDTO['telefone'];
  sexo: ParceiroPainelDTO['sexo'];
  data_nascimento: ParceiroPainelDTO['dataNascimento'];
  end_rua: ParceiroPainelDTO['endRua'];
  end_numero: ParceiroPainelDTO['endNumero'];
  end_complemento: ParceiroPainelDTO['endComplemento'];
  end_bairro: ParceiroPainelDTO['endBairro'];
  end_cidade: ParceiroPainelDTO['endCidade'];
  end_estado: ParceiroPainelDTO['endEstado'];
  end_cep: ParceiroPainelDTO['endCep'];
  hobby: ParceiroPainelDTO['hobby'];
  revenda_id: ParceiroPainelDTO['revendaId'];
  cnpj_revenda: ParceiroPainelDTO['cnpjRevenda'];
  cod_revenda: ParceiroPainelDTO['codRevenda'];
  revenda: ParceiroPainelDTO['revenda'];
  cnpj_cdd_revenda_master: ParceiroPainelDTO['cnpjCddRevendaMaster'];
  tipo_pontuacao: string | number;
  rede_id: ParceiroPainelDTO['redeId'];
  rede: ParceiroPainelDTO['rede'];
  saldo_pontos: string | number;
  total_pontos: string | number;
  ultima_pontuacao: ParceiroPainelDTO['ultimaPontuacao'];
  ultimo_acesso_em: ParceiroPainelDTO['ultimoAcessoEm'];
  dias_sem_acesso: string | number | null;
  quem_indicou: ParceiroPainelDTO['quemIndicou'];
  aceitou_regulamento: ParceiroPainelDTO['aceitouRegulamento'];
  ativo: ParceiroPainelDTO['ativo'];
  id_indicacao: ParceiroPainelDTO['idIndicacao'];
  criado_em: ParceiroPainelDTO['criadoEm'];
}

export function dtoDaLinha(l: LinhaParceiroPainel): ParceiroPainelDTO {
  return {
    id: l.id,
    nome: l.nome,
    cpf: l.cpf,
    email: l.email,
    celular: l.celular,
    telefone: l.telefone,
    sexo: l.sexo,
    dataNascimento: l.data_nascimento,
    endRua: l.end_rua,
    endNumero: l.end_numero,
    endComplemento: l.end_complemento,
    endBairro: l.end_bairro,
    endCidade: l.end_cidade,
    endEstado: l.end_estado,
    endCep: l.end_cep,
    hobby: l.hobby,
    revendaId: l.revenda_id,
    cnpjRevenda: l.cnpj_revenda,
    codRevenda: l.cod_revenda,
    revenda: l.revenda,
    cnpjCddRevendaMaster: l.cnpj_cdd_revenda_master,
    tipoPontuacaoRevenda: Number(l.tipo_pontuacao),
    redeId: l.rede_id,
    rede: l.rede,
    saldoPontos: Number(l.saldo_pontos),
    totalPontos: Number(l.total_pontos),
    ultimaPontuacao: l.ultima_pontuacao,
    ultimoAcessoEm: l.ultimo_acesso_em,
    diasSemAcesso: numero(l.dias_sem_acesso),
    quemIndicou: l.quem_indicou,
    aceitouRegulamento: l.aceitou_regulamento,
    ativo: l.ativo,
    idIndicacao: l.id_indicacao,
    criadoEm: l.criado_em,
  };
}
