import { DataSource, EntityManager } from 'typeorm';
import { INTEGRADOR, Papel, Permissao, PARCEIRO } from '@sw/common';

export interface AtorUsuario {
  tipo: 'usuario';
  id: number;
  nome: string;
  permissao: Permissao;
  idRevendasPermitidas: number[] | null;
  idRedesPermitidas: number[] | null;
  sessaoId: string;
}

export interface AtorParceiro {
  tipo: 'parceiro';
  id: number;
  nome: string;
  revendaId: number;
  /** Until it is true, member writes answer 403 (autorizar, common's LIBERADAS_SEM_REGULAMENTO). */
  aceitouRegulamento: boolean;
  sessaoId: string;
}

/** A partner platform authenticated by an integrator API key (X-Api-Key); id is the key's id. */
export interface AtorIntegrador {
  tipo: 'integrador';
  id: number;
  nome: string;
  plataforma: string;
  /** Keys have no session; 'chave:<id>' keeps log lines and sessaoId readers uniform. */
  sessaoId: string;
}

export type Ator = AtorUsuario | AtorParceiro | AtorIntegrador;

/**
 * A credential the request carried that opens nothing: a token half that acts but is no live session
 * (unknown, expired, idle, revoked), or an unknown or revoked integrator key. autorizar answers 401.
 */
export type CredencialRecusada = 'sessao' | 'chave' | null;

/**
 * Who is asking, from where, and the database handle to use. Every service method takes it
 * first, so a service never cares whether a transaction began in a resolver, a route or another service.
 */
export class RequestContext {
  constructor(
    readonly dataSource: DataSource,
    readonly requestId: string,
    readonly ator: Ator | null,
    readonly ip: string,
    readonly localizacao: string | null,
    readonly manager: EntityManager = dataSource.manager,
    readonly credencialRecusada: CredencialRecusada = null,
  ) {}

  get papel(): Papel | null {
    if (!this.ator) return null;
    if (this.ator.tipo === 'usuario') return this.ator.permissao;
    return this.ator.tipo === 'parceiro' ? PARCEIRO : INTEGRADOR;
  }

  get usuario(): AtorUsuario | null {
    return this.ator?.tipo === 'usuario' ? this.ator : null;
  }

  get parceiro(): AtorParceiro | null {
    return this.ator?.tipo === 'parceiro' ? this.ator : null;
  }

  get integrador(): AtorIntegrador | null {
    return this.ator?.tipo === 'integrador' ? this.ator : null;
  }

  comManager(manager: EntityManager): RequestContext {
    return new RequestContext(this.dataSource, this.requestId, this.ator, this.ip, this.localizacao, manager, this.credencialRecusada);
  }

  /** A context for work no request started (seed, jobs). */
  static sistema(dataSource: DataSource, requestId = 'sistema'): RequestContext {
    return new RequestContext(dataSource, requestId, null, '127.0.0.1', null);
  }
}

/** Runs `fn` in a transaction, joining the caller's one when there is already one. */
export async function emTransacao<T>(ctx: RequestContext, fn: (ctx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.manager.queryRunner?.isTransactionActive) return fn(ctx);
  return ctx.dataSource.transaction((manager) => fn(ctx.comManager(manager)));
}

/**
 * The stores and networks a staff user is limited to: role 3 to idRevendasPermitidas, anyone with
 * idRedesPermitidas to those networks. null means "no limit".
 */
export function escopoDoUsuario(ctx: RequestContext): { revendaIds: number[] | null; redeIds: number[] | null } {
  const u = ctx.usuario;
  if (!u) return { revendaIds: null, redeIds: null };
  return {
    revendaIds: u.permissao === Permissao.Vendedor ? (u.idRevendasPermitidas ?? []) : null,
    redeIds: u.idRedesPermitidas && u.idRedesPermitidas.length ? u.idRedesPermitidas : null,
  };
}

/**
 * escopoDoUsuario as a SQL condition on a store aliased `r` (its id and rede_id), with parameters
 * numbered from `primeiro`, for raw queries; 'true' when the caller has no limit.
 */
export function escopoEmSql(ctx: RequestContext, primeiro: number): { sql: string; params: unknown[] } {
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const partes: string[] = [];
  const params: unknown[] = [];
  if (revendaIds) {
    params.push(revendaIds);
    partes.push(`r.id = ANY($${primeiro + params.length - 1})`);
  }
  if (redeIds) {
    params.push(redeIds);
    partes.push(`r.rede_id = ANY($${primeiro + params.length - 1})`);
  }
  return { sql: partes.length ? partes.join(' AND ') : 'true', params };
}
