import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { Pagina, PedidoLista } from '../core/listagem';
import { semIndefinidos } from '../core/esquema';

/**
 * The paging arguments every GraphQL list takes (page, page size, sort field and direction,
 * search). A list adds its own filters beside them with @Arg.
 */
@ArgsType()
export class ArgsPagina {
  @Field(() => Int, { nullable: true }) pagina?: number | null;
  @Field(() => Int, { nullable: true, description: '0 = Todos' }) limite?: number | null;
  @Field(() => String, { nullable: true }) campo?: string | null;
  @Field(() => String, { nullable: true }) direcao?: string | null;
  @Field(() => String, { nullable: true }) busca?: string | null;
}

/** The same request in the REST dialect (pagina/limite/sortField/sortOrder/buscar) that each list's lerPedido reads. */
export const consultaDaPagina = (a: ArgsPagina): Record<string, unknown> =>
  semIndefinidos({
    pagina: a.pagina ?? undefined,
    limite: a.limite ?? undefined,
    sortField: a.campo ?? undefined,
    sortOrder: a.direcao ?? undefined,
    buscar: a.busca ?? undefined,
  });

const PAGINAS = new Map<string, ClassType>();

/**
 * The one page shape of every GraphQL list: `{ itens, total, totalEstimado, pagina, porPagina,
 * temProxima }` (docs/api.md). One type per item type, named `<Item>Pagina`. Create it at module
 * load (a constant beside the resolver): types made while the schema is built are not seen.
 */
export function PaginaDe(Tipo: ClassType, nome: string): ClassType {
  const existente = PAGINAS.get(nome);
  if (existente) return existente;
  const Classe = { [nome]: class {} }[nome];
  Field(() => [Tipo], { description: 'Os itens desta página.' })(Classe.prototype, 'itens');
  Field(() => Int, { description: 'Quantos itens há ao todo (estimado quando totalEstimado).' })(Classe.prototype, 'total');
  Field(() => Boolean, { description: 'Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens).' })(Classe.prototype, 'totalEstimado');
  Field(() => Int, { description: 'A página devolvida, a partir de 1.' })(Classe.prototype, 'pagina');
  Field(() => Int, { description: 'Itens por página.' })(Classe.prototype, 'porPagina');
  Field(() => Boolean, { description: 'Se há uma página seguinte.' })(Classe.prototype, 'temProxima');
  ObjectType(nome, { description: `Uma página de ${Tipo.name.replace(/DTO$/, '')}.` })(Classe);
  PAGINAS.set(nome, Classe);
  return Classe;
}

/** A service's page ({linhas, total, totalEstimado}) in the GraphQL page shape. */
export function paraPagina<T>(resultado: Pagina<T>, pedido: PedidoLista) {
  return {
    itens: resultado.linhas,
    total: resultado.total,
    totalEstimado: resultado.totalEstimado,
    pagina: pedido.pagina,
    porPagina: pedido.limite,
    temProxima: pedido.pagina * pedido.limite < resultado.total,
  };
}
